import type { AdView } from '@sme/shared/schemas/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, type SeenRequest } from '@/test/fake-fetch';
import { fakeCatalogueApi, listMerchant, listProduct, page } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import MarketplacePage from './MarketplacePage';

const ad = (placement: string, title: string, linkUrl: string): AdView => ({
  id: `${placement}-${title}`,
  placement,
  title,
  subtitle: null,
  imageUrl: '/static/media/ad.svg',
  linkUrl,
});

/** ads.list answering by placement. */
const ads = (req: SeenRequest) =>
  envelope(200, {
    list:
      req.url.searchParams.get('placement') === 'MARKETPLACE_BANNER'
        ? [ad('MARKETPLACE_BANNER', 'Wholesale prices for your business', '/pmsList?priceMode=wholesale')]
        : [ad('MARKETPLACE_COLLECTION', 'Corporate gifts', '/pmsList?tagId=gift')],
  });

describe('MarketplacePage', { timeout: 60_000 }, () => {
  it('builds every section from the API: banner, collections, products, verified suppliers, merchants and news', async () => {
    const api = fakeCatalogueApi({
      '/ads/list': ads,
      '/product/list': envelope(200, page([listProduct()], { total: 5_000 })),
      '/merchant/list': (req) =>
        envelope(200, page([listMerchant({ name: req.url.searchParams.get('verified') ? 'Verified Tea Co.' : 'Harbour Leaf Tea' })], { total: 12 })),
    });
    renderPage('/marketplace', <MarketplacePage />);

    const collections = await screen.findByRole('region', { name: 'Popular collections' }, { timeout: 10_000 });
    expect((await within(collections).findByRole('link', { name: /Corporate gifts/ })).getAttribute('href')).toBe('/pmsList?tagId=gift');
    expect((await screen.findAllByText('Wholesale prices for your business')).length).toBeGreaterThan(0);

    const verified = await screen.findByRole('region', { name: /Verified suppliers/ });
    expect(await within(verified).findByText('Verified Tea Co.')).toBeTruthy();
    expect(api.calls('/merchant/list').some((c) => c.fields.get('verified') === 'true')).toBe(true);

    const products = screen.getByRole('region', { name: 'Popular products and services' });
    expect(await within(products).findByRole('link', { name: 'Oolong tea 150 g' })).toBeTruthy();
    expect(api.calls('/product/list').some((c) => c.fields.get('sort') === 'popular')).toBe(true);

    // Trust numbers are the live totals.
    const trust = screen.getByRole('region', { name: 'A marketplace buyers trust' });
    expect(await within(trust).findByText('5,000')).toBeTruthy();

    expect(await screen.findByRole('link', { name: 'Marketplace opens to verified suppliers' })).toBeTruthy();
  });

  it('links the four publishing steps where they start', async () => {
    fakeCatalogueApi();
    renderPage('/marketplace', <MarketplacePage />);
    const steps = await screen.findByRole('region', { name: 'Publish your business in four steps' }, { timeout: 10_000 });
    expect(within(steps).getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe('/community1');
    expect(within(steps).getByRole('link', { name: 'Start listing' }).getAttribute('href')).toBe('/contactus');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it('hides sections that have nothing to show instead of leaving them empty', async () => {
    fakeCatalogueApi({ '/ads/list': envelope(200, { list: [] }), '/content/list': envelope(200, page([])) });
    renderPage('/marketplace', <MarketplacePage />);
    await screen.findByRole('link', { name: 'Oolong tea 150 g' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Popular collections' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Publish your business in four steps' })).toBeTruthy();
  });
});
