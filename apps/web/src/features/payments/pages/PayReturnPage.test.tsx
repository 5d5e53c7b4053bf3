import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { PAY_IDS, paymentView } from '../test/payment-fixture';
import PayReturnPage from './PayReturnPage';

const userEvent = userEventLib.setup({ delay: null });
const URL = `/payReturn/test?paymentId=${PAY_IDS.payment}`;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('PayReturnPage', { timeout: 60_000 }, () => {
  it('asks whether the payment went through; Yes, paid goes to /checkpay', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView()) });
    const { router } = renderPage('/payReturn/test', <PayReturnPage />, URL);

    expect(await screen.findByRole('heading', { name: 'Did your payment go through?' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Order SO2026000001 · HK$334.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Yes, paid/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpay'));
    expect(router.state.location.search).toBe(`?paymentId=${PAY_IDS.payment}`);
  });

  it('No, it failed goes to /paymentFail', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView()) });
    const { router } = renderPage('/payReturn/stripe', <PayReturnPage />, `/payReturn/stripe?paymentId=${PAY_IDS.payment}`);

    await userEvent.click(await screen.findByRole('link', { name: /No, it failed/ }, { timeout: 10_000 }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentFail'));
    expect(router.state.location.search).toBe(`?paymentId=${PAY_IDS.payment}`);
  });

  it('after a declined payment goes straight to the failure (and its Pay again) instead of asking', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'FAILED', failureMessage: 'The payment was declined.' })) });
    const { router } = renderPage('/payReturn/test', <PayReturnPage />, URL);

    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentFail'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?paymentId=${PAY_IDS.payment}`);
    expect(screen.queryByText('Did your payment go through?')).toBeNull();
  });

  it('after a payment the provider already confirmed goes straight to the receipt', async () => {
    signIn();
    fakeApi({ '/pay/check': envelope(200, paymentView({ status: 'SUCCEEDED' })) });
    const { router } = renderPage('/payReturn/test', <PayReturnPage />, URL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentSuccess'), { timeout: 10_000 });
  });

  it('says the link leads nowhere, with the platform’s panel and a way back, without a payment id', async () => {
    signIn();
    fakeApi({});
    renderPage('/payReturn/test', <PayReturnPage />, '/payReturn/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/marketplace');
    // Not antd's stock Result (its "?" illustration).
    expect(document.querySelector('.ant-result')).toBeNull();
  });
});
