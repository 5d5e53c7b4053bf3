import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { ROUTES } from './route-table';

describe('router', () => {
  it('redirects / to /home', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows a real 404 page for unknown paths, titled accordingly', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | SME Link HK'));
  });

  it('names the feature on a coming-soon route and sets the translated title', async () => {
    renderApp('/regLoan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Business loan application' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Business loan application is on its way' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Business loan application | SME Link HK'));
  });

  it('registers every route of the spec exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/home',
      '/marketplace',
      '/chat',
      '/ask',
      '/member',
      '/login',
      '/register',
      '/forgetpwd',
      '/regChinaComp',
      '/regHKComp',
      '/regBank',
      '/regLoan',
      '/contentD',
      '/mcList',
      '/newsList',
      '/pmsList',
      '/getstarted',
      '/loan',
      '/subscribe',
      '/subscribe2',
      '/phone',
      '/contactus',
      '/hiwork',
      '/aboutus',
      '/policy',
      '/terms',
      '/merchant',
      '/pl',
      '/pmsSearch',
      '/pd',
      '/specialOffer',
      '/paymentSuccess',
      '/paymentFail',
      '/paymentMsg',
      '/checkpay',
      '/community1',
      '/community2',
      '/meeting',
      '/favorites',
      '/orders',
      '/orderDetail',
      '/profile',
      '/cart',
      '/checkout',
      '/payments',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(
      ROUTES.filter((r) => r.auth)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/addressEdit',
        '/addresses',
        '/applicationDetail',
        '/applications',
        '/cart',
        '/checkout',
        '/community1',
        '/community2',
        '/coupons',
        '/favorites',
        '/meeting',
        '/orderDetail',
        '/orders',
        '/payments',
        '/profile',
      ].sort(),
    );
    // A guest finds an order by number and mobile without signing in.
    expect(ROUTES.find((r) => r.path === '/orderLookup')?.auth).toBeUndefined();
  });

  it('entering register from another page remembers that page, and moving between the account pages keeps it', async () => {
    fakeFetch(envelope(200, { list: [] }));
    const { router } = renderApp('/aboutus?tab=team');
    await screen.findAllByRole('banner');
    await act(() => router.navigate('/register'));
    await waitFor(() => expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/aboutus?tab=team'), { timeout: 8000 });
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/forgetpwd'));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/aboutus?tab=team');
  });

  it('header login remembers the current page; the footer carries the 2024 copyright line', async () => {
    fakeFetch(envelope(200, { list: [] }));
    const { router } = renderApp('/pd?id=42');
    const [banner] = await screen.findAllByRole('banner');
    fireEvent.click(within(banner as HTMLElement).getAllByRole('link', { name: 'Login' })[0] as HTMLElement);
    // The login page is a lazy chunk; the first import under jsdom takes a while.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    await waitFor(() => expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/pd?id=42'));
    expect(screen.getByText('© 2024 SME Link HK. All rights reserved.')).toBeTruthy();
  });
});
