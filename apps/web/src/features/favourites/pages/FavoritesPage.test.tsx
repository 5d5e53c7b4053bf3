import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { IDS, merchantCard, productCard } from '@/test/product-detail-fixture';
import { renderPage } from '@/test/render-page';
import FavoritesPage from './FavoritesPage';

const userEvent = userEventLib.setup({ delay: null });

/** product.favorites backed by a set the add/remove endpoints change, like the server. */
function favouriteProductsServer() {
  const saved = new Map<string, ReturnType<typeof productCard>>([[IDS.other, productCard()]]);
  const page = () => envelope(200, { list: [...saved.values()], total: saved.size, page: 1, size: 12 });
  const change = (favourite: boolean) => (req: SeenRequest) => {
    const id = new URLSearchParams(String(req.body)).get('targetId') ?? '';
    if (favourite) saved.set(id, productCard({ id }));
    else saved.delete(id);
    return envelope(200, { targetType: 'PRODUCT', targetId: id, isFavourite: favourite });
  };
  return { '/product/favorites': () => page(), '/favorite/remove': change(false), '/favorite/add': change(true) };
}

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('FavoritesPage', { timeout: 60_000 }, () => {
  it('lists favourite products and removes one at once, with an undo that adds it back', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi(favouriteProductsServer());
    renderPage('/favorites', <FavoritesPage />);

    const list = await screen.findByRole('list', { name: 'Favourite products' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Oolong tea gift box' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Oolong tea gift box from favourites' }));

    expect(await screen.findByText('Oolong tea gift box was removed from your favourites.')).toBeTruthy();
    expect(api.calls('/favorite/remove')[0]?.fields.get('targetId')).toBe(IDS.other);
    expect(await screen.findByText('Nothing saved yet')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.calls('/favorite/add')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Oolong tea gift box' })).toBeTruthy();
  });

  it('shows the merchants tab from the URL, asking for favourite merchants page by page', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/favorite/merchants': envelope(200, { list: [merchantCard()], total: 30, page: 2, size: 12 }) });
    const { router } = renderPage('/favorites', <FavoritesPage />, '/favorites?tab=merchants&page=2');

    const list = await screen.findByRole('list', { name: 'Favourite merchants' }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Tea House HK' })).toBeTruthy();
    const [first] = api.calls('/favorite/merchants');
    expect({ page: first?.fields.get('page'), size: first?.fields.get('size') }).toEqual({ page: '2', size: '12' });

    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=merchants&page=3'));
  });

  it('says there is nothing saved yet and points to the marketplace', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/product/favorites': envelope(200, { list: [], total: 0, page: 1, size: 12 }) });
    renderPage('/favorites', <FavoritesPage />);
    expect(await screen.findByText('Nothing saved yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the marketplace' }).getAttribute('href')).toBe('/marketplace');
  });
});
