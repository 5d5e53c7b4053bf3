import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { PAY_IDS, paymentView } from '../test/payment-fixture';
import CheckPayPage from './CheckPayPage';

const URL = `/checkpay?paymentId=${PAY_IDS.payment}`;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('CheckPayPage', { timeout: 60_000 }, () => {
  it('asks the server every 2 s while the payment is open, and opens /paymentSuccess once it succeeded', async () => {
    signIn();
    const api = fakeApi({
      '/pay/check': [envelope(200, paymentView()), envelope(200, paymentView({ status: 'SUCCEEDED', orderStatus: 'PREPARING', receivedMinor: 33_400 }))],
    });
    const { router } = renderPage('/checkpay', <CheckPayPage />, URL);

    expect(await screen.findByRole('heading', { name: 'Checking your payment…' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Order SO2026000001')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentSuccess'), { timeout: 8_000 });
    expect(router.state.location.search).toBe(`?paymentId=${PAY_IDS.payment}`);
    expect(api.calls('/pay/check')).toHaveLength(2);
    expect(api.calls('/pay/check')[0]?.fields.get('paymentId')).toBe(PAY_IDS.payment);
  });

  it('opens /paymentFail when the provider declined the payment', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'FAILED', failureCode: 1020, failureMessage: 'The transaction failed.' })) });
    const { router } = renderPage('/checkpay', <CheckPayPage />, URL);

    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentFail'), { timeout: 8_000 });
  });
});
