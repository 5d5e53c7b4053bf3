import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { membershipSubject, PAY_IDS, paymentView } from '../test/payment-fixture';
import PaymentSuccessPage from './PaymentSuccessPage';

const URL = `/paymentSuccess?paymentId=${PAY_IDS.payment}`;

describe('PaymentSuccessPage', { timeout: 60_000 }, () => {
  it('for a membership says until when the plan is active and leads to the profile and the plans, never to an order', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const paid = paymentView({ ...membershipSubject({ status: 'PAID' }), status: 'SUCCEEDED', amountMinor: 489_600, receivedMinor: 489_600 });
    fakeApi({ '/pay/check': envelope(200, paid) });
    renderPage('/paymentSuccess', <PaymentSuccessPage />, URL);

    expect(await screen.findByText('Payment successful', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/We received HK\$4,896\.00 for your Gold membership \(annual\)\. Your plan is active until .*2027\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my membership' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Back to membership' }).getAttribute('href')).toBe('/member');
    expect(screen.getByText('Gold · annual')).toBeTruthy();
    expect(screen.getByText('MP2026000007')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
    expect(screen.queryByText('Order status')).toBeNull();
    expect(document.querySelector('a[href^="/orderDetail"]')).toBeNull();
  });
});
