import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type SeenRequest, envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../../console-fixtures';
import { MERCHANT_ID, consoleProductRow } from './product-fixtures';

const staffMe = () => consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: MERCHANT_ID, merchantName: 'Tea House HK' });
const sheet = () => new File([new Uint8Array([80, 75, 3, 4])], 'products.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const dryRunOf = (req: SeenRequest) => (req.body instanceof FormData ? req.body.get('dryRun') : null);

async function openDialogAndChoose() {
  await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [sheet()] } });
  return dialog;
}

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('product sheet import dialog', { timeout: 90_000 }, () => {
  it('checks the file first and lists every row error with row, column and message; nothing can be imported', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const errors = [
      { row: 3, column: 'retailPrice', message: 'retailPrice must be an amount with at most the currency’s decimal places, e.g. 128.50.' },
      { row: 4, column: 'code', message: 'This product code belongs to another merchant.' },
    ];
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/console/product/list': consolePage([consoleProductRow()], 1),
      '/console/product/importSheet': envelope(400, { errors }, '2 row(s) have errors. Nothing was imported.'),
    });
    renderApp('/console/products');
    const dialog = await openDialogAndChoose();

    expect(await within(dialog).findByText('2 row(s) have errors. Nothing was imported.')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('This product code belongs to another merchant.')).toBeTruthy();
    expect(within(table).getByText('retailPrice')).toBeTruthy();
    expect(within(table).getByText('3')).toBeTruthy();
    expect(dryRunOf(api.calls('/console/product/importSheet')[0]!)).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(api.calls('/console/product/importSheet')).toHaveLength(1);
  });

  it('shows the dry run’s counts, then imports on confirmation and refreshes the table', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/console/product/list': consolePage([consoleProductRow()], 1),
      '/console/product/importSheet': (req) => envelope(200, { dryRun: dryRunOf(req) === 'true', created: 2, updated: 1 }),
    });
    renderApp('/console/products');
    const dialog = await openDialogAndChoose();

    expect(await within(dialog).findByText('Ready: 2 new, 1 updated.')).toBeTruthy();
    const listCalls = api.calls('/console/product/list').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(api.calls('/console/product/importSheet')).toHaveLength(2));
    expect(dryRunOf(api.calls('/console/product/importSheet')[1]!)).toBe('false');
    expect(await screen.findByText('Imported: 2 new, 1 updated.')).toBeTruthy();
    await waitFor(() => expect(api.calls('/console/product/list').length).toBeGreaterThan(listCalls));
  });
});
