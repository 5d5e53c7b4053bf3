import type { OrderCountView } from '@sme/shared/schemas/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { ORDER_IDS, orderSummary, orderView } from '@/test/order-fixture';
import { renderPage } from '@/test/render-page';
import OrdersPage from './OrdersPage';

const userEvent = userEventLib.setup({ delay: null });

const counts: OrderCountView = {
  counts: {
    AWAITING_PAYMENT: 1,
    PARTIALLY_PAID: 1,
    PREPARING: 2,
    PENDING_PICKUP: 1,
    AWAITING_RECEIPT: 0,
    COMPLETED: 4,
    CANCELLED: 1,
    CLOSED: 1,
    REFUND_ORDERED: 0,
    REFUND_CLOSED: 0,
  },
  total: 11,
};

const page = (list: ReturnType<typeof orderSummary>[], extra: { page?: number; pages?: number; total?: number } = {}) =>
  envelope(200, { list, total: extra.total ?? list.length, page: extra.page ?? 1, size: 10, pages: extra.pages ?? 1 });

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

const query = (req: SeenRequest) => req.url.searchParams;

describe('OrdersPage', { timeout: 60_000 }, () => {
  it('shows each tab with the count of its statuses, and lists a tab’s statuses when chosen (kept in the URL)', async () => {
    signIn();
    const api = fakeApi({ '/order/countByStatus': envelope(200, counts), '/order/list': page([orderSummary()]) });
    const { router } = renderPage('/orders', <OrdersPage />);

    expect(await screen.findByRole('tab', { name: 'All 11' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Awaiting payment 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'To ship 3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Awaiting receipt 0' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed 4' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cancelled 2' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Order SO2026000001' });
    expect(within(card).getByText('HK$334.00')).toBeTruthy();
    expect(within(card).getByText('3 items')).toBeTruthy();
    expect(within(card).getByText('Awaiting payment')).toBeTruthy();
    expect(query(api.calls('/order/list')[0] as SeenRequest).get('status')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Awaiting payment 2' }));

    await waitFor(() => expect(api.calls('/order/list')).toHaveLength(2));
    expect(query(api.calls('/order/list')[1] as SeenRequest).get('status')).toBe('AWAITING_PAYMENT,PARTIALLY_PAID');
    expect(router.state.location.search).toBe('?tab=AWAITING_PAYMENT');
  });

  it('offers Pay now on an order awaiting payment, opening its payment page, and not on a paid one', async () => {
    signIn();
    fakeApi({
      '/order/countByStatus': envelope(200, counts),
      '/order/list': page([orderSummary(), orderSummary({ id: ORDER_IDS.other, orderNo: 'SO2026000002', status: 'PREPARING', actions: [] })]),
    });
    renderPage('/orders', <OrdersPage />);

    const pay = await screen.findByRole('link', { name: 'Pay for order SO2026000001' }, { timeout: 10_000 });
    expect(pay.getAttribute('href')).toBe(`/payments?orderId=${ORDER_IDS.order}`);
    const paid = await screen.findByRole('article', { name: 'Order SO2026000002' });
    expect(within(paid).queryByRole('link', { name: /Pay for order/ })).toBeNull();
  });

  it('cancels an order only after the confirmation, then shows the lists and counts again', async () => {
    signIn();
    const api = fakeApi({
      '/order/countByStatus': envelope(200, counts),
      '/order/list': [page([orderSummary()]), page([orderSummary({ status: 'CANCELLED', actions: [] })])],
      '/order/cancel': envelope(200, orderView({ status: 'CANCELLED', actions: [] })),
    });
    renderPage('/orders', <OrdersPage />, '/orders?tab=AWAITING_PAYMENT');

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order SO2026000001' }, { timeout: 10_000 }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel this order?');
    expect(dialog.textContent).toContain('Order SO2026000001 will be cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('/order/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order SO2026000001' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(api.calls('/order/cancel')).toHaveLength(1));
    expect(api.calls('/order/cancel')[0]?.fields.get('id')).toBe(ORDER_IDS.order);
    expect(await screen.findByText('The order was cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order SO2026000001' })).toBeNull());
    expect(api.calls('/order/countByStatus').length).toBeGreaterThan(1);
  });

  it('says why the server refused a change (6400) and keeps the order', async () => {
    signIn();
    fakeApi({
      '/order/countByStatus': envelope(200, counts),
      '/order/list': page([orderSummary({ status: 'AWAITING_RECEIPT', actions: ['CONFIRM_RECEIPT'] })]),
      '/order/confirm': envelope(6400, null, 'This order cannot be changed in its current status.', 409),
    });
    renderPage('/orders', <OrdersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm receipt of order SO2026000001' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('This order cannot be changed in its current status.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm receipt of order SO2026000001' })).toBeTruthy();
  });

  it('pages with home, previous, next and last', async () => {
    signIn();
    const api = fakeApi({
      '/order/countByStatus': envelope(200, counts),
      '/order/list': (req) => page([orderSummary()], { page: Number(query(req).get('page')), pages: 3, total: 25 }),
    });
    const { router } = renderPage('/orders', <OrdersPage />);
    const pager = await screen.findByRole('navigation', { name: 'Order pages' }, { timeout: 10_000 });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: /Home/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(pager).getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: /Last/ }));
    await waitFor(() => expect(within(pager).getByText('Page 3 of 3')).toBeTruthy());
    expect(router.state.location.search).toBe('?page=3');
    expect((within(pager).getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(pager).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 3')).toBeTruthy());
    await userEvent.click(within(pager).getByRole('button', { name: /Home/ }));
    await waitFor(() => expect(within(pager).getByText('Page 1 of 3')).toBeTruthy());
    expect(api.calls('/order/list').map((c) => query(c).get('page'))).toEqual(['1', '3', '2']); // page 1 was still fresh in the cache
  });
});
