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
});
