import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/app/guards/login-redirect';
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
    for (const p of ['/home', '/marketplace', '/chat', '/ask', '/member', '/login', '/register', '/forgetpwd', '/regChinaComp', '/regHKComp',
      '/regBank', '/regLoan', '/contentD', '/mcList', '/newsList', '/pmsList', '/getstarted', '/loan', '/subscribe', '/subscribe2', '/phone',
      '/contactus', '/hiwork', '/aboutus', '/policy', '/terms', '/merchant', '/pl', '/pmsSearch', '/pd', '/specialOffer', '/paymentSuccess',
      '/paymentFail', '/paymentMsg', '/checkpay', '/community1', '/community2', '/meeting', '/favorites', '/orders', '/orderDetail', '/profile',
      '/cart', '/checkout', '/payments']) {
      expect(paths, p).toContain(p);
    }
    expect(ROUTES.filter((r) => r.auth).map((r) => r.path).sort()).toEqual(
      ['/addressEdit', '/addresses', '/cart', '/checkout', '/community1', '/community2', '/favorites', '/meeting', '/orderDetail', '/orders', '/payments', '/profile'].sort(),
    );
  });

  it('header login remembers the current page; the footer carries the 2024 copyright line', async () => {
    const { router } = renderApp('/pd?id=42');
    const [banner] = await screen.findAllByRole('banner');
    fireEvent.click(within(banner as HTMLElement).getAllByRole('link', { name: 'Login' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/pd?id=42');
    expect(screen.getByText('© 2024 SME Link HK. All rights reserved.')).toBeTruthy();
  });
});
