import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../../console-fixtures';
import { consoleMerchantRow } from '../catalogue-fixtures';

// antd tables take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console merchants table', { timeout: 60_000 }, () => {
  it('sends the URL’s filters, shows the merchants, keeps a new search in the URL and opens a merchant', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/merchant/list': consolePage(
        [
          consoleMerchantRow(),
          consoleMerchantRow({ id: 'm-2', slug: 'noodle-bar', nameEn: 'Noodle Bar', status: 'HIDDEN', isVerified: false, productCount: 0 }),
        ],
        2,
      ),
    });
    const { router } = renderApp('/console/catalogue/merchants?status=ACTIVE&verified=true');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: 'Tea House HK' })).toBeTruthy();
    const first = api.calls('/console/merchant/list')[0]?.url.searchParams;
    expect([first?.get('status'), first?.get('verified'), first?.get('page')]).toEqual(['ACTIVE', 'true', '1']);
    expect(within(table).getByText('noodle-bar')).toBeTruthy();
    expect(within(table).getByText('Hidden')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Merchants', selected: true })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search merchants' });
    await userEvent.type(search, 'noodle{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&verified=true&q=noodle'));
    await waitFor(() => expect(api.calls('/console/merchant/list').at(-1)?.url.searchParams.get('q')).toBe('noodle'));

    await userEvent.click(within(table).getByRole('link', { name: 'Noodle Bar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/catalogue/merchants/m-2'));
  });

  it('says so when no merchant matches', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/merchant/list': consolePage([], 0) });
    renderApp('/console/catalogue/merchants?q=zzz');
    expect(await screen.findByText('No merchants match these filters.', undefined, { timeout: 30_000 })).toBeTruthy();
  });
});
