import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/fake-fetch';
import { fakeCatalogueApi, LIST_IDS, listProduct, page } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import ProductListPage from './ProductListPage';

const userEvent = userEventLib.setup({ delay: null });

/** The fields of the last product.list request. */
const lastList = (api: ReturnType<typeof fakeCatalogueApi>) => api.calls('/product/list').at(-1)?.fields;
const renderList = (url: string, routes: Parameters<typeof fakeCatalogueApi>[0] = {}) => {
  const api = fakeCatalogueApi(routes);
  const view = renderPage('/pmsList', <ProductListPage />, url);
  return { api, ...view };
};
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

// antd pages take seconds to render on a busy machine.
describe('ProductListPage', { timeout: 60_000 }, () => {
  it('reads filters, sort and page from the URL and asks product.list for exactly that', async () => {
    const { api } = renderList(
      `/pmsList?categoryId=${LIST_IDS.teaCategory}&priceMode=wholesale&minPrice=1000&maxPrice=50000&inStock=true&sort=price_asc&page=2`,
    );
    await screen.findByRole('heading', { level: 3, name: 'Oolong tea 150 g' }, { timeout: 10_000 });

    const fields = lastList(api);
    expect(fields?.get('categoryId')).toBe(LIST_IDS.teaCategory);
    expect(fields?.get('priceMode')).toBe('wholesale');
    expect(fields?.get('minPrice')).toBe('1000');
    expect(fields?.get('maxPrice')).toBe('50000');
    expect(fields?.get('inStock')).toBe('true');
    expect(fields?.get('sort')).toBe('price_asc');
    expect(fields?.get('page')).toBe('2');
    // The filters in force are listed, each removable.
    expect(await screen.findByRole('button', { name: 'Remove filter: Tea & Coffee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Price 10 – 500' })).toBeTruthy();
  });

  it('drops a bad URL parameter instead of failing the page', async () => {
    const { api } = renderList('/pmsList?page=-3&size=abc&categoryId=not-a-uuid&sort=cheapest&kind=SERVICE');
    await screen.findByRole('heading', { level: 3, name: 'Oolong tea 150 g' }, { timeout: 10_000 });
    const fields = lastList(api);
    expect(fields?.get('page')).toBeNull();
    expect(fields?.get('categoryId')).toBeNull();
    expect(fields?.get('sort')).toBeNull();
    expect(fields?.get('kind')).toBe('SERVICE');
  });

  it('writes a new sort to the URL from page 1, and back restores the previous page and sort', async () => {
    const { api, router } = renderList('/pmsList?page=2', { '/product/list': envelope(200, page([listProduct()], { total: 45, page: 2 })) });
    await screen.findByRole('heading', { level: 3, name: 'Oolong tea 150 g' }, { timeout: 10_000 });

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByTitle('Price: low to high'));

    await waitFor(() => expect(search(router).get('sort')).toBe('price_asc'));
    expect(search(router).get('page')).toBeNull();
    await waitFor(() => expect(lastList(api)?.get('sort')).toBe('price_asc'));
    expect(lastList(api)?.get('page')).toBeNull();

    await router.navigate(-1);
    await waitFor(() => expect(search(router).get('page')).toBe('2'));
    expect(search(router).get('sort')).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' }).closest('.ant-select')?.textContent).toContain('Newest'));
  });

  it('moves between pages through the pager, keeping the filters', async () => {
    const { api, router } = renderList('/pmsList?kind=PRODUCT', { '/product/list': envelope(200, page([listProduct()], { total: 45 })) });
    await screen.findByRole('heading', { level: 3, name: 'Oolong tea 150 g' }, { timeout: 10_000 });

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByTitle('2'));

    await waitFor(() => expect(search(router).get('page')).toBe('2'));
    expect(search(router).get('kind')).toBe('PRODUCT');
    await waitFor(() => expect(lastList(api)?.get('page')).toBe('2'));
  });

  it('removes one filter with its chip and keeps the others', async () => {
    const { router } = renderList(`/pmsList?tagId=${LIST_IDS.giftTag}&inStock=true`);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: #Gift' }, { timeout: 10_000 }));
    await waitFor(() => expect(search(router).get('tagId')).toBeNull());
    expect(search(router).get('inStock')).toBe('true');
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { router } = renderList(`/pmsList?merchantId=${LIST_IDS.merchant}&kind=SERVICE`, { '/product/list': envelope(200, page([])) });
    expect(await screen.findByText('No products match these filters. Try removing one or two.', undefined, { timeout: 10_000 })).toBeTruthy();

    const empty = screen.getByText('Nothing here yet').closest('.ant-empty') as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    const failure = envelope(500, null, 'Server error', 500);
    const { api } = renderList('/pmsList', { '/product/list': [failure, failure, envelope(200, page([listProduct()]))] });

    expect(await screen.findByText("We couldn't load this list", undefined, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Oolong tea 150 g' })).toBeTruthy();
    expect(api.calls('/product/list').length).toBeGreaterThanOrEqual(3);
  });

  it('links each card to its product page and marks services and sold-out products', async () => {
    renderList('/pmsList', {
      '/product/list': envelope(200, page([listProduct(), listProduct({ id: LIST_IDS.cups, name: 'Bookkeeping', kind: 'SERVICE', stock: 0 })])),
    });
    const link = await screen.findByRole('link', { name: 'Oolong tea 150 g' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/pd?id=${LIST_IDS.tea}`);
    const service = screen.getByRole('article', { name: 'Bookkeeping' });
    expect(within(service).getByText('Service')).toBeTruthy();
    // A service has no stock to run out of.
    expect(within(service).queryByText('Out of stock')).toBeNull();
  });
});
