import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { ORDER_IDS } from '@/test/order-fixture';
import { renderApp } from '@/test/render-app';
import { consoleMe, consoleOrderView, jsonBody } from '../console-fixtures';

async function openShipDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Logistics company' }), 'SF Express');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'SF1234567890');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
  return dialog;
}

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console order detail', { timeout: 60_000 }, () => {
  it('ships a preparing home-delivery order with the courier and tracking number, then shows it awaiting receipt', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const shipped = consoleOrderView({ status: 'AWAITING_RECEIPT', logistics: { company: 'SF Express', number: 'SF1234567890' } });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/order/detail/${ORDER_IDS.order}`]: [envelope(200, consoleOrderView()), envelope(200, shipped)],
      '/console/order/ship': envelope(200, shipped),
    });
    renderApp(`/console/orders/${ORDER_IDS.order}`);

    expect(await screen.findByRole('heading', { name: 'Order SO2026000001' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify pickup' })).toBeNull();
    expect(screen.getByText('+852 9123 4567')).toBeTruthy();
    await openShipDialog();

    expect(await screen.findByText('SF1234567890')).toBeTruthy();
    const body = jsonBody(api.calls('/console/order/ship')[0]!);
    expect(body).toMatchObject({ id: ORDER_IDS.order, logisticsCompany: 'SF Express', logisticsNo: 'SF1234567890' });
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s message when the order can no longer be shipped (6400)', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/order/detail/${ORDER_IDS.order}`]: envelope(200, consoleOrderView()),
      '/console/order/ship': envelope(6400, null, 'The order’s status does not allow this.', 409),
    });
    renderApp(`/console/orders/${ORDER_IDS.order}`);
    const dialog = await openShipDialog();
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('The order’s status does not allow this.'));
  });

  it('records an FPS payment with the outstanding amount prefilled, sent in minor units', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/order/detail/${ORDER_IDS.order}`]: [
        envelope(200, consoleOrderView({ status: 'AWAITING_PAYMENT', paidMinor: 0, paidAt: null })),
        envelope(200, consoleOrderView()),
      ],
      '/console/order/recordPayment': envelope(200, consoleOrderView()),
    });
    renderApp(`/console/orders/${ORDER_IDS.order}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Amount received' })).toHaveProperty('value', '334.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await screen.findByRole('button', { name: 'Ship' });
    expect(jsonBody(api.calls('/console/order/recordPayment')[0]!)).toMatchObject({ orderId: ORDER_IDS.order, method: 'FPS', receivedMinor: 33_400 });
  });

  it('says an order of another merchant (404) is not found', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({ '/console/me': envelope(200, consoleMe()), [`/console/order/detail/${ORDER_IDS.other}`]: envelope(404, null, 'Not found', 404) });
    renderApp(`/console/orders/${ORDER_IDS.other}`);
    expect(await screen.findByText('No such order, or not one of your merchant’s.', undefined, { timeout: 30_000 })).toBeTruthy();
  });
});
