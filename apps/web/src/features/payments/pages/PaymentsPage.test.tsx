import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { membershipSubject, PAY_IDS, payMethodsView, paymentView } from '../test/payment-fixture';
import PaymentsPage from './PaymentsPage';

const userEvent = userEventLib.setup({ delay: null });
const URL = `/payments?orderId=${PAY_IDS.order}`;
const CLIENT_FIELDS = ['appId', 'mcId', 'token', 'memberId'];

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

/** The JSON body of a request without the client parameters every call carries. */
function ownFields(req: SeenRequest): Record<string, unknown> {
  const body = JSON.parse(String(req.body)) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !CLIENT_FIELDS.includes(k)));
}

describe('PaymentsPage', { timeout: 60_000 }, () => {
  it('lists the methods the server offers, with the amount payable, the time left and a link back to the order', async () => {
    signIn();
    const api = fakeApi({ '/pay/methods': envelope(200, payMethodsView()) });
    renderPage('/payments', <PaymentsPage />, URL);

    const methods = await screen.findByRole('radiogroup', { name: 'Choose a payment method' }, { timeout: 10_000 });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      expect.stringContaining('Credit or debit card'),
      expect.stringContaining('FPS bank transfer'),
      expect.stringContaining('Test payment (sandbox)'),
    ]);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('HK$334.00')).toBeTruthy();
    expect(within(summary).getByRole('timer').textContent).toMatch(/Pay within (25|24):\d\d/);
    expect(within(summary).getByRole('link', { name: 'SO2026000001' }).getAttribute('href')).toBe(`/orderDetail?id=${PAY_IDS.order}`);
    expect(screen.getByRole('button', { name: /Pay HK\$334\.00/ })).toBeTruthy();
    expect(api.calls('/pay/methods')[0]?.fields.get('orderId')).toBe(PAY_IDS.order);
  });

  it('pays a membership purchase: shows the plan and until when it runs, no order, and sends only the purchase and the method', async () => {
    signIn();
    const hosted = `/payTest?paymentId=${PAY_IDS.payment}&token=abc123`;
    const api = fakeApi({
      '/pay/methods': envelope(200, payMethodsView({ ...membershipSubject(), payableMinor: 489_600, paymentDueAt: null })),
      '/pay/create': envelope(200, paymentView({ ...membershipSubject(), status: 'CREATED', next: { flow: 'REDIRECT', url: hosted } })),
    });
    const { router } = renderPage('/payments', <PaymentsPage />, `/payments?purchaseId=${PAY_IDS.purchase}`);

    const summary = await screen.findByRole('complementary', { name: 'Purchase summary' }, { timeout: 10_000 });
    expect(within(summary).getByText('Gold · annual')).toBeTruthy();
    expect(within(summary).getByText('MP2026000007')).toBeTruthy();
    expect(within(summary).getByText('HK$4,896.00')).toBeTruthy();
    expect(within(summary).getByText(/Once paid, your Gold membership is valid until .*2027\./)).toBeTruthy();
    expect(within(summary).queryByRole('timer')).toBeNull();
    expect(within(summary).queryByText('Order status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Membership' }).getAttribute('href')).toBe('/member');
    expect(document.querySelector('a[href^="/orderDetail"]')).toBeNull();
    expect(api.calls('/pay/methods')[0]?.fields.get('purchaseId')).toBe(PAY_IDS.purchase);
    expect(api.calls('/pay/methods')[0]?.fields.has('orderId')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /Test payment \(sandbox\)/ }));
    await userEvent.click(screen.getByRole('button', { name: /Pay HK\$4,896\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payTest'));
    expect(ownFields(api.calls('/pay/create')[0] as SeenRequest)).toEqual({ purchaseId: PAY_IDS.purchase, method: 'TEST' });
  });

  it('says to contact the administrator when no method supports the order’s currency (1016)', async () => {
    signIn();
    const message = 'No payment method is available for this currency. Please contact the administrator.';
    fakeApi({ '/pay/methods': envelope(200, payMethodsView({ currency: 'JPY', methods: [], blockedBy: 1016, blockedMessage: message })) });
    renderPage('/payments', <PaymentsPage />, URL);

    expect(await screen.findByText(message, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('This order cannot be paid online')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('pays with the test provider: sends only the order and the method, then opens the page the server returns', async () => {
    signIn();
    const hosted = `/payTest?paymentId=${PAY_IDS.payment}&token=abc123`;
    const api = fakeApi({
      '/pay/methods': envelope(200, payMethodsView()),
      '/pay/create': envelope(200, paymentView({ status: 'CREATED', next: { flow: 'REDIRECT', url: `http://localhost:3000${hosted}` } })),
    });
    const { router } = renderPage('/payments', <PaymentsPage />, URL);

    await userEvent.click(await screen.findByRole('radio', { name: /Test payment \(sandbox\)/ }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: /Pay HK\$334\.00/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payTest'));
    expect(router.state.location.search).toBe(`?paymentId=${PAY_IDS.payment}&token=abc123`);
    const [create] = api.calls('/pay/create');
    expect(create?.method).toBe('POST');
    expect(ownFields(create as SeenRequest)).toEqual({ orderId: PAY_IDS.order, method: 'TEST' });
  });

  it('shows the FPS QR code with the reference and amount, and says the order is confirmed when the money arrives', async () => {
    signIn();
    fakeApi({
      '/pay/methods': envelope(200, payMethodsView()),
      '/pay/create': envelope(
        200,
        paymentView({ method: 'FPS', provider: 'fps', next: { flow: 'QR', payload: '000201010212261...6304ABCD', reference: 'SO2026000001' } }),
      ),
    });
    renderPage('/payments', <PaymentsPage />, URL);

    await userEvent.click(await screen.findByRole('radio', { name: /FPS bank transfer/ }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: /Show FPS QR code/ }));

    const qr = (await screen.findByRole('img', { name: 'FPS QR code for order SO2026000001' })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    const panel = screen.getByRole('region', { name: 'Pay by FPS' });
    expect(within(panel).getByText('HK$334.00')).toBeTruthy();
    expect(within(panel).getByText('SO2026000001')).toBeTruthy();
    expect(within(panel).getByText(/We confirm your order as soon as the money arrives/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I have made the transfer' }).getAttribute('href')).toBe(`/paymentMsg?paymentId=${PAY_IDS.payment}`);
  });

  it('after a refusal because the order can no longer be paid (1015), re-reads it and says to contact the administrator', async () => {
    signIn();
    const message = 'This order cannot be paid. Please contact the administrator.';
    fakeApi({
      '/pay/methods': [
        envelope(200, payMethodsView()),
        envelope(200, payMethodsView({ orderStatus: 'CLOSED', methods: [], blockedBy: 1015, blockedMessage: message })),
      ],
      '/pay/create': envelope(1015, null, message, 409),
    });
    renderPage('/payments', <PaymentsPage />, URL);

    await userEvent.click(await screen.findByRole('button', { name: /Pay HK\$334\.00/ }, { timeout: 10_000 }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText('This order cannot be paid online')).toBeTruthy();
  });
});
