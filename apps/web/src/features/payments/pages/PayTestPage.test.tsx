import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { PAY_IDS, paymentView } from '../test/payment-fixture';
import PayTestPage from './PayTestPage';

const userEvent = userEventLib.setup({ delay: null });

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('PayTestPage', { timeout: 60_000 }, () => {
  it('looks like a sandbox, and Approve sends the decision with the URL’s token, then returns where the server says', async () => {
    signIn();
    const api = fakeApi({
      '/pay/check': envelope(200, paymentView({ status: 'CREATED' })),
      '/pay/test/decide': envelope(200, { returnUrl: `/payReturn/test?paymentId=${PAY_IDS.payment}` }),
    });
    const { router } = renderPage('/payTest', <PayTestPage />, `/payTest?paymentId=${PAY_IDS.payment}&token=tok-1`);

    expect(await screen.findByText('Test payment — no real money moves', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('HK$334.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Decline/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cancel/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Approve/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payReturn/test'));
    const body = JSON.parse(String((api.calls('/pay/test/decide')[0] as SeenRequest).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ paymentId: PAY_IDS.payment, token: 'tok-1', decision: 'APPROVE' });
  });

  it('shows a visitor holding the link the choices without asking for the member-only payment facts', async () => {
    const api = fakeApi({ '/pay/test/decide': envelope(200, { returnUrl: `/payReturn/test?paymentId=${PAY_IDS.payment}` }) });
    renderPage('/payTest', <PayTestPage />, `/payTest?paymentId=${PAY_IDS.payment}&token=tok-2`);

    expect(await screen.findByText('Test payment — no real money moves', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Approve/ })).toBeTruthy();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
    expect(api.calls('/pay/check')).toHaveLength(0);
    expect(screen.queryByText(/Your login has expired/)).toBeNull();
  });
});
