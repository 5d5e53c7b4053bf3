import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/fake-fetch';
import { fakeCatalogueApi, LIST_IDS, TAGS } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import { SearchBox } from './SearchBox';

const userEvent = userEventLib.setup({ delay: null });
const box = () => screen.getByRole('combobox', { name: 'Search products, merchants and tags' }) as HTMLInputElement;

describe('SearchBox', { timeout: 30_000 }, () => {
  it('submits the trimmed keyword to the search page', async () => {
    fakeCatalogueApi();
    const { router } = renderPage('/home', <SearchBox />);
    await userEvent.type(box(), '  jasmine tea {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pmsSearch'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('jasmine tea');
  });

  it('suggests tags once typing pauses, with one request, and opens the tag’s products when one is chosen', async () => {
    const api = fakeCatalogueApi({ '/tag/search': envelope(200, { list: TAGS }) });
    const { router } = renderPage('/home', <SearchBox />);

    await userEvent.type(box(), '禮品');
    await userEvent.click(await screen.findByText('Gift', undefined, { timeout: 5_000 }));

    // Debounced: the keystrokes gave one request for the whole word.
    expect(api.calls('/tag/search').map((c) => c.fields.get('keyword'))).toEqual(['禮品']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pmsList'));
    expect(new URLSearchParams(router.state.location.search).get('tagId')).toBe(LIST_IDS.giftTag);
  });

  it('shows the current keyword on the search page', async () => {
    fakeCatalogueApi();
    renderPage('/pmsSearch', <SearchBox />, '/pmsSearch?keyword=oolong');
    expect(box().value).toBe('oolong');
  });

  it('does not search for blanks', async () => {
    fakeCatalogueApi();
    const { router } = renderPage('/home', <SearchBox />);
    await userEvent.type(box(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/home');
  });
});
