import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCatalogueApi } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import { HeaderSearchBox } from './HeaderSearch';

const box = () => screen.getByRole('combobox', { name: 'Search products, merchants and tags' }) as HTMLInputElement;

describe('HeaderSearchBox', { timeout: 30_000 }, () => {
  it('is the search combobox before the real box has loaded, and searches on Enter already', async () => {
    fakeCatalogueApi();
    const { router } = renderPage('/home', <HeaderSearchBox />);
    // Typed straight into the stand-in, without the focus or pointer that would bring the real box.
    fireEvent.change(box(), { target: { value: '  jasmine tea ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pmsSearch'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('jasmine tea');
  });

  it('hands what was typed and the focus to the real box once it has loaded', async () => {
    fakeCatalogueApi();
    renderPage('/home', <HeaderSearchBox />);
    const standIn = box();
    fireEvent.change(standIn, { target: { value: 'oolong' } });
    standIn.focus();
    await waitFor(() => expect(box()).not.toBe(standIn), { timeout: 10_000 });
    expect(box().value).toBe('oolong');
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });
});
