import type { ConsolePaymentRow, ConsoleRefundRow, StatementImportView } from '@sme/shared/schemas/console-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../console-fixtures';

const PAYMENT_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';

function paymentRow(overrides: Partial<ConsolePaymentRow> = {}): ConsolePaymentRow {
  return {
    id: PAYMENT_ID,
    purpose: 'ORDER',
    orderId: ORDER_ID,
    orderNo: 'SO2026000001',
    member: { id: '33333333-3333-4333-8333-333333333333', name: 'Chan Tai Man', email: 'tai.man@example.hk' },
    method: 'FPS',
    provider: 'fps',
    status: 'SUCCEEDED',
    currency: 'HKD',
    amountMinor: 123_450,
    receivedMinor: 123_450,
    reference: 'SO2026000001-AB12CD',
    providerRef: null,
    needsRefund: false,
    createdAt: '2026-03-01T02:00:00.000Z',
    completedAt: '2026-03-01T03:00:00.000Z',
    ...overrides,
  };
}

function refundRow(id: string, reason: string | null): ConsoleRefundRow {
  const { orderId, orderNo, method, currency, amountMinor, createdAt } = paymentRow();
  return {
    id,
    paymentId: PAYMENT_ID,
    purpose: 'ORDER',
    orderId,
    orderNo,
    method,
    status: 'SUCCEEDED',
    currency,
    amountMinor,
    providerRef: null,
    reason,
    createdAt,
    completedAt: null,
  };
}

const IMPORTED: StatementImportView = {
  matched: [{ reference: 'SO2026000001-AB12CD', paymentId: PAYMENT_ID, amountMinor: 123_450 }],
  unmatched: [
    { line: 3, reference: 'SO2026000002-EF34GH', amountMinor: 9_900, reason: 'AMOUNT_MISMATCH' },
    { line: 4, reference: 'SO2026000003-ZZ99ZZ', amountMinor: 5_000, reason: 'ALREADY_APPLIED' },
  ],
};

/** The table's list answers everything; the dialog's lookup of matched payments names them by id. */
const paymentList = (req: SeenRequest) =>
  req.url.searchParams.get('ids') === PAYMENT_ID ? consolePage([paymentRow()]) : consolePage([paymentRow({ id: 'p-2', orderNo: 'SO2026000009' })]);

// antd tables and dialogs take seconds to render on two busy cores (the upload test measured ~50 s under load).
describe('console payments: bank statement upload', { timeout: 90_000 }, () => {
  it('posts the chosen CSV as fileDatas and shows matched lines with their orders and why the others did not match', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/payment/list': paymentList, '/pay/importStatement': envelope(200, IMPORTED) });
    renderApp('/console/payments');

    expect(await screen.findByRole('link', { name: 'SO2026000009' }, { timeout: 30_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Upload bank statement/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/date,reference,amount,currency/)).toBeTruthy();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton.hasAttribute('disabled')).toBe(true);

    const csv = new File(['date,reference,amount,currency\n2026-03-01,SO2026000001-AB12CD,1234.50,HKD\n'], 'statement.csv', { type: 'text/csv' });
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, csv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const result = await within(dialog).findByRole('table', {}, { timeout: 30_000 });
    const sent = api.calls('/pay/importStatement')[0]?.body;
    expect(sent instanceof FormData ? (sent.get('fileDatas') as File).name : null).toBe('statement.csv');
    expect(within(dialog).getByText('1 matched, 2 not matched')).toBeTruthy();

    const matched = within(result).getByText('SO2026000001-AB12CD').closest('tr');
    if (!matched) throw new Error('no matched row');
    const orderLink = await within(matched).findByRole('link', { name: 'SO2026000001' });
    expect(orderLink.getAttribute('href')).toBe(`/console/orders/${ORDER_ID}`);
    expect(within(matched).getByText('Matched')).toBeTruthy();
    expect(within(matched).getByText('HK$1,234.50')).toBeTruthy();
    expect(api.calls('/console/payment/list').some((c) => c.url.searchParams.get('ids') === PAYMENT_ID)).toBe(true);

    const mismatch = within(result).getByText('SO2026000002-EF34GH').closest('tr');
    expect(mismatch && within(mismatch).getByText('The amount differs from the payment’s.')).toBeTruthy();
    const duplicate = within(result).getByText('SO2026000003-ZZ99ZZ').closest('tr');
    expect(duplicate && within(duplicate).getByText('Duplicate: this line was applied by an earlier import.')).toBeTruthy();
  });

  it('keeps the filters in the URL and sends them to the server; the refunds tab lists refunds, automatic ones by their label', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/payment/list': paymentList,
      '/console/refund/list': consolePage([refundRow('R-1', 'DUPLICATE_PAYMENT'), refundRow('R-2', 'Customer changed their mind')]),
    });
    const { router } = renderApp('/console/payments?method=FPS&q=SO2026');
    expect(await screen.findByRole('link', { name: 'SO2026000009' }, { timeout: 30_000 })).toBeTruthy();
    const first = api.calls('/console/payment/list')[0]?.url.searchParams;
    expect([first?.get('method'), first?.get('q'), first?.get('page')]).toEqual(['FPS', 'SO2026', '1']);

    await userEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
    expect(await screen.findByText('Automatic: the order was already paid', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Customer changed their mind')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=refunds'));
    expect(api.calls('/console/refund/list').at(-1)?.url.searchParams.get('q')).toBeNull();
  });
});
