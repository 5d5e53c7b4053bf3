import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/fake-fetch';
import { fakeCatalogueApi, LIST_IDS, listMerchant, listProduct, page, TAGS } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import SearchPage from './SearchPage';

/** A search answer for 烏龍 (Traditional) that matched 乌龙 (Simplified) text: the server marks the matched parts. */
const HIT = listProduct({
  name: '乌龙茶 150 克',
  summary: '轻焙乌龙，兰花香。',
  highlight: {
    name: [
      { text: '乌龙', match: true },
      { text: '茶 150 克', match: false },
    ],
    summary: [
      { text: '轻焙', match: false },
      { text: '乌龙', match: true },
      { text: '，兰花香。', match: false },
    ],
  },
});

describe('SearchPage', { timeout: 60_000 }, () => {
  it('searches for the keyword of the URL and marks the matched parts of names and summaries', async () => {
    const api = fakeCatalogueApi({ '/product/list': envelope(200, page([HIT])), '/merchant/list': envelope(200, page([])) });
    renderPage('/pmsSearch', <SearchPage />, `/pmsSearch?keyword=${encodeURIComponent('烏龍')}`);

    const card = await screen.findByRole('article', { name: '乌龙茶 150 克' }, { timeout: 10_000 });
    expect(api.calls('/product/list').at(-1)?.fields.get('keyword')).toBe('烏龍');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “烏龍”');
    const marks = [...card.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['乌龙', '乌龙']);
    // The sort defaults to relevance for a search, without writing it into the request.
    expect(screen.getByRole('combobox', { name: 'Sort by' }).closest('.ant-select')?.textContent).toContain('Best match');
    expect(api.calls('/product/list').at(-1)?.fields.get('sort')).toBeNull();
  });

  it('shows matching merchants and tags above the products', async () => {
    fakeCatalogueApi({
      '/product/list': envelope(200, page([HIT])),
      '/merchant/list': envelope(200, page([listMerchant({ name: '港葉茶莊' })], { total: 1 })),
      '/tag/search': envelope(200, { list: TAGS }),
    });
    renderPage('/pmsSearch', <SearchPage />, '/pmsSearch?keyword=tea');

    const merchants = await screen.findByRole('region', { name: '1 matching merchant' }, { timeout: 10_000 });
    expect(within(merchants).getByRole('link', { name: '港葉茶莊' }).getAttribute('href')).toBe(`/merchant?id=${LIST_IDS.merchant}`);
    const tags = screen.getByRole('region', { name: 'Matching tags' });
    expect(within(tags).getByRole('link', { name: /Gift/ }).getAttribute('href')).toBe(`/pmsList?tagId=${LIST_IDS.giftTag}`);
  });

  it('offers tips and popular tags when nothing matches', async () => {
    fakeCatalogueApi({ '/product/list': envelope(200, page([])), '/merchant/list': envelope(200, page([])) });
    renderPage('/pmsSearch', <SearchPage />, '/pmsSearch?keyword=zzzz');

    expect(await screen.findByText('No results for “zzzz”', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Check the spelling, or try a similar word')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse by category instead' }).getAttribute('href')).toBe('/pl');
    expect(screen.getByRole('navigation', { name: 'Or try a popular tag' })).toBeTruthy();
  });

  it('asks for a keyword, without searching, when the URL has none', async () => {
    const api = fakeCatalogueApi();
    renderPage('/pmsSearch', <SearchPage />, '/pmsSearch');
    expect(await screen.findByText('Search in English or Chinese: 简体 and 繁體 both work.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls('/product/list')).toHaveLength(0);
  });
});
