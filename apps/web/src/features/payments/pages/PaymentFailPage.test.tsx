import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { membershipSubject, PAY_IDS, paymentView } from '../test/payment-fixture';
import PaymentFailPage from './PaymentFailPage';

const URL = `/paymentFail?paymentId=${PAY_IDS.payment}`;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('PaymentFailPage', { timeout: 60_000 }, () => {
  it('gives the server’s reason and offers Pay again while the order can still be paid', async () => {
    signIn();
    const reason = 'The transaction failed. Please quit the other app and try again.';
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'FAILED', failureCode: 1020, failureMessage: reason })) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);

    // Says how it ended (failed, not merely "not completed"), then why.
    expect(await screen.findByText('Payment failed', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(new RegExp(reason.replace('.', '\\.')))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(`/payments?orderId=${PAY_IDS.order}`);
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orderDetail?id=${PAY_IDS.order}`);
    expect(screen.getByText('SO2026000001')).toBeTruthy();
    expect(screen.getByText('HK$334.00')).toBeTruthy();
  });

  it('without a session says the link leads nowhere here, without asking the member-only pay.check', async () => {
    const api = fakeApi({ '/pay/check': envelope(401, null, 'Login expired', 200) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
    expect(api.calls('/pay/check')).toHaveLength(0);
    expect(screen.queryByText(/Your login has expired/)).toBeNull();
  });

  it('for a payment the payer says did not go through (still open) says it was not completed', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'PENDING' })) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);
    expect(await screen.findByText('Payment not completed', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' })).toBeTruthy();
  });

  it('offers no Pay again once the order is closed', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'CANCELLED', orderStatus: 'CLOSED' })) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);

    expect(await screen.findByText(/The payment was cancelled\. This order can no longer be paid online\./, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View order' })).toBeTruthy();
  });

  it('for a membership purchase still awaiting payment offers Pay again with the purchase, and no order', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ ...membershipSubject(), status: 'CANCELLED' })) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);

    expect(await screen.findByText(/The payment was cancelled\. Your purchase is still open/, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(`/payments?purchaseId=${PAY_IDS.purchase}`);
    expect(screen.getByRole('link', { name: 'Back to membership' }).getAttribute('href')).toBe('/member');
    expect(document.querySelector('a[href^="/orderDetail"]')).toBeNull();
  });

  it('says the link leads nowhere for another member’s payment (404)', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(404, null, 'Not found', 404) });
    renderPage('/paymentFail', <PaymentFailPage />, URL);

    expect(await screen.findByText('Payment not found', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
