import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/fake-fetch';
import { fakeCatalogueApi, page } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import MerchantListPage from './MerchantListPage';

const userEvent = userEventLib.setup({ delay: null });

describe('MerchantListPage', { timeout: 60_000 }, () => {
  it('writes the keyword and the verified-only switch to the URL and asks merchant.list for them', async () => {
    const api = fakeCatalogueApi();
    const { router } = renderPage('/mcList', <MerchantListPage />, '/mcList');
    await screen.findByRole('article', { name: 'Harbour Leaf Tea' }, { timeout: 10_000 });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search merchants' }), '茶{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('茶'));

    await userEvent.click(screen.getByRole('switch', { name: 'Verified suppliers only' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('verified')).toBe('true'));
    await waitFor(() => {
      const fields = api.calls('/merchant/list').at(-1)?.fields;
      expect(fields?.get('keyword')).toBe('茶');
      expect(fields?.get('verified')).toBe('true');
    });

    // Back undoes the switch, and the box follows the URL.
    await router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('verified')).toBeNull());
  });

  it('offers to show every merchant when a search finds none', async () => {
    fakeCatalogueApi({ '/merchant/list': envelope(200, page([])) });
    const { router } = renderPage('/mcList', <MerchantListPage />, '/mcList?keyword=zzz');
    expect(await screen.findByText('No merchants found', undefined, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
