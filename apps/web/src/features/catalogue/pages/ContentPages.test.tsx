import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/fake-fetch';
import { fakeCatalogueApi, LIST_IDS, listContent, page } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import ContentPage from './ContentPage';
import NewsListPage from './NewsListPage';

const userEvent = userEventLib.setup({ delay: null });
const OTHER = '88888888-8888-4888-8888-888888888888';

describe('NewsListPage', { timeout: 60_000 }, () => {
  it('lists news by default and switches kind through the URL, from page 1', async () => {
    const api = fakeCatalogueApi();
    const { router } = renderPage('/newsList', <NewsListPage />, '/newsList?page=2');
    expect(await screen.findByRole('link', { name: 'Marketplace opens to verified suppliers' }, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls('/content/list').at(-1)?.fields.get('kind')).toBe('NEWS');
    expect(api.calls('/content/list').at(-1)?.fields.get('page')).toBe('2');

    await userEvent.click(screen.getByRole('tab', { name: 'Help centre' }));

    await waitFor(() => expect(router.state.location.search).toBe('?kind=HELP'));
    await waitFor(() => expect(api.calls('/content/list').at(-1)?.fields.get('kind')).toBe('HELP'));
    expect(api.calls('/content/list').at(-1)?.fields.get('page')).toBe('1');
  });

  it('says so when a tab has nothing yet', async () => {
    fakeCatalogueApi({ '/content/list': envelope(200, page([])) });
    renderPage('/newsList', <NewsListPage />, '/newsList?kind=ARTICLE');
    expect(await screen.findByText('Nothing published here yet', undefined, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('ContentPage', { timeout: 60_000 }, () => {
  it('shows the item with its server-sanitised body, merchant link and related items other than itself', async () => {
    fakeCatalogueApi({
      [`/content/detail/${LIST_IDS.news}`]: envelope(200, {
        ...listContent({ merchant: { id: LIST_IDS.merchant, name: 'Harbour Leaf Tea', logoUrl: null, isVerified: true } }),
        bodyHtml: '<p>Verified merchants <strong>now get a badge</strong>.</p>',
      }),
      '/content/list': envelope(200, page([listContent(), listContent({ id: OTHER, title: 'Welcome to our newest merchants' })])),
    });
    renderPage('/contentD', <ContentPage />, `/contentD?id=${LIST_IDS.news}`);

    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Marketplace opens to verified suppliers');
    expect(screen.getByText('now get a badge').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /Harbour Leaf Tea/ }).getAttribute('href')).toBe(`/merchant?id=${LIST_IDS.merchant}`);
    const related = await screen.findByRole('region', { name: 'Read next' });
    expect(related.textContent).toContain('Welcome to our newest merchants');
    expect(related.textContent).not.toContain('Marketplace opens to verified suppliers');
  });

  it('answers an unknown item with a not-found page and a way back', async () => {
    fakeCatalogueApi({ [`/content/detail/${OTHER}`]: envelope(404, null, 'Not found', 404) });
    renderPage('/contentD', <ContentPage />, `/contentD?id=${OTHER}`);
    expect(await screen.findByText("We couldn't find this page", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe('/newsList');
  });
});
