import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { IDS, merchantDetail } from '@/test/product-detail-fixture';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import MerchantPage from './MerchantPage';

const userEvent = userEventLib.setup({ delay: null });
const url = `/merchant?id=${IDS.merchant}`;
const loaded = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('MerchantPage', { timeout: 60_000 }, () => {
  it('shows the merchant with its activities, hot products, news and a link to all its products', async () => {
    fakeApi({ [`/merchant/detail/${IDS.merchant}`]: envelope(200, merchantDetail()) });
    // Through the whole app: the layout writes the title, preferring the page's data title to the route's.
    renderApp(url);

    expect((await loaded()).textContent).toBe('Tea House HK');
    await waitFor(() => expect(document.title).toBe('Tea House HK | SME Link HK'));
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Spring harvest teas arrive on 1 April.')).toBeTruthy();
    const hot = screen.getByRole('list', { name: 'Hot products' });
    expect(within(hot).getByRole('link', { name: 'Oolong tea gift box' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring harvest is here' }).getAttribute('href')).toMatch(/^\/contentD\?id=/);
    expect(screen.getByRole('link', { name: 'All products' }).getAttribute('href')).toBe(`/pl?merchantId=${IDS.merchant}`);
    expect(screen.getByRole('link', { name: /teahouse\.example\.hk/ }).getAttribute('rel')).toContain('noopener');
  });

  it('asks a visitor to sign in before following the merchant', async () => {
    fakeApi({ [`/merchant/detail/${IDS.merchant}`]: envelope(200, merchantDetail()) });
    const { router } = renderPage('/merchant', <MerchantPage />, url);
    await loaded();

    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe(url);
  });

  it('does not link a website address that is not a web page', async () => {
    fakeApi({ [`/merchant/detail/${IDS.merchant}`]: envelope(200, merchantDetail({ website: 'javascript:alert(1)' })) });
    renderPage('/merchant', <MerchantPage />, url);
    await loaded();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a not-found state for an unknown merchant', async () => {
    fakeApi({ [`/merchant/detail/${IDS.merchant}`]: envelope(404, null, 'Not found', 404) });
    renderPage('/merchant', <MerchantPage />, url);
    expect((await loaded()).textContent).toBe('This merchant is not available');
    expect(screen.getByRole('link', { name: 'See recommended merchants' }).getAttribute('href')).toBe('/mcList');
  });
});
