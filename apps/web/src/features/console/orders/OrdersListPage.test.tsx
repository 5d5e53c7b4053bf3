import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consoleOrderSummary, consolePage } from '../console-fixtures';

/** 45 orders, paged as the server would. */
const pagedOrders = (req: SeenRequest) => {
  const page = Number(req.url.searchParams.get('page'));
  const size = Number(req.url.searchParams.get('size'));
  const list = Array.from({ length: size }, (_, i) => consoleOrderSummary({ id: `o-${page}-${i}`, orderNo: `SO${page}-${i}` }));
  return consolePage(list, 45, page, size);
};

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console orders table', { timeout: 60_000 }, () => {
  it('sends the URL’s filters to the server, pages on the server, and keeps page and filters in the URL', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/order/list': pagedOrders });
    const { router } = renderApp('/console/orders?status=PREPARING&q=9123');

    expect(await screen.findByRole('link', { name: 'SO1-0' }, { timeout: 30_000 })).toBeTruthy();
    const first = api.calls('/console/order/list')[0]?.url.searchParams;
    expect(first?.get('status')).toBe('PREPARING');
    expect(first?.get('q')).toBe('9123');
    expect(first?.get('page')).toBe('1');
    expect(screen.getByText('45 in total')).toBeTruthy();
    expect(screen.getAllByText('HK$334.00').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'SO2-0' })).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
    expect(router.state.location.search).toContain('status=PREPARING');
    expect(api.calls('/console/order/list').at(-1)?.url.searchParams.get('page')).toBe('2');

    // A new search goes back to the first page.
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.clear(search);
    await userEvent.type(search, 'SO2026{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PREPARING&q=SO2026'));
    await waitFor(() => expect(api.calls('/console/order/list').at(-1)?.url.searchParams.get('q')).toBe('SO2026'));
    expect(api.calls('/console/order/list').at(-1)?.url.searchParams.get('page')).toBe('1');

    // The order number opens the order.
    const table = screen.getByRole('table');
    await userEvent.click(await within(table).findByRole('link', { name: 'SO1-0' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/orders/o-1-0'));
  });

  it('lets an admin keep one merchant’s orders (the choice travels in the URL); a merchant’s staff get no such filter', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const merchant = (id: string, nameEn: string) => ({ id, nameEn, nameZh: nameEn, status: 'HIDDEN' });
    const merchants = consolePage([merchant('m-harbour', 'Harbour Leaf Tea Co.'), merchant('m-kowloon', 'Kowloon Print Works')], 2, 1, 100);
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/order/list': pagedOrders, '/console/merchant/list': merchants });
    const { router, unmount } = renderApp('/console/orders');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Merchant' }, { timeout: 30_000 }));
    await userEvent.click(await screen.findByTitle('Kowloon Print Works'));
    await waitFor(() => expect(router.state.location.search).toBe('?merchantId=m-kowloon'));
    await waitFor(() => expect(api.calls('/console/order/list').at(-1)?.url.searchParams.get('merchantId')).toBe('m-kowloon'));
    unmount();

    fakeApi({
      '/console/me': envelope(
        200,
        consoleMe({ isAdmin: false, roles: ['MEMBER', 'MERCHANT_STAFF'], merchantId: 'm-harbour', merchantName: 'Harbour Leaf Tea Co.' }),
      ),
      '/console/order/list': pagedOrders,
    });
    renderApp('/console/orders');
    expect(await screen.findByRole('link', { name: 'SO1-0' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
  });
});
