import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../../console-fixtures';
import { consoleProductRow } from './product-fixtures';

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console products table', { timeout: 60_000 }, () => {
  it('sends the URL’s filters, shows name, code, price, stock and status, and keeps a new search in the URL', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/console/product/list': consolePage(
        [consoleProductRow(), consoleProductRow({ id: 'p-2', code: 'TEA-002', nameEn: 'Green tea', status: 'HIDDEN', stock: 0 })],
        2,
      ),
    });
    const { router } = renderApp('/console/products?status=ACTIVE&q=tea');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: 'Oolong tea' })).toBeTruthy();
    const first = api.calls('/console/product/list')[0]?.url.searchParams;
    expect([first?.get('status'), first?.get('q'), first?.get('page')]).toEqual(['ACTIVE', 'tea', '1']);
    expect(within(table).getByText('TEA-001')).toBeTruthy();
    expect(within(table).getAllByText('HK$123.45')).toHaveLength(2);
    expect(within(table).getByText('Hidden')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.clear(search);
    await userEvent.type(search, 'TEA-002{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&q=TEA-002'));
    await waitFor(() => expect(api.calls('/console/product/list').at(-1)?.url.searchParams.get('q')).toBe('TEA-002'));

    await userEvent.click(within(table).getByRole('link', { name: 'Green tea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/products/p-2'));
  });
});
