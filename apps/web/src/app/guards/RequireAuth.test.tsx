import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderApp } from '@/test/render-app';
import { consumeLoginRedirect, LOGIN_REDIRECT_KEY, rememberLoginRedirect } from '@/lib/session/login-redirect';

describe('route guard', () => {
  it('sends a visitor from an auth-required route to /login and remembers the page with its query', async () => {
    fakeFetch(envelope(200, { list: [] }));
    const { router } = renderApp('/orders?status=PAID#top');
    // The login page is a lazy chunk; the first import under jsdom takes a while.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/orders?status=PAID#top');
    expect(await screen.findByText('Please log in to continue to the page you requested.', undefined, { timeout: 8000 })).toBeTruthy();
  });

  it('lets a member through when the memberId cookie exists', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeFetch(envelope(200, memberProfile()));
    const { router } = renderApp('/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/favorites');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
  });

  it('lets a member through when a readable token cookie exists', async () => {
    document.cookie = 'token=t-1; Path=/';
    fakeFetch(envelope(200, memberProfile()));
    const { router } = renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('never remembers login, forgot password or register, nor foreign URLs', () => {
    for (const page of ['/login', '/login?x=1', '/forgetpwd', '/register', '//evil.example/x', 'https://evil.example/']) {
      rememberLoginRedirect(page);
      expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY), page).toBeNull();
    }
    rememberLoginRedirect('/pd?id=9');
    expect(consumeLoginRedirect()).toBe('/pd?id=9');
    expect(consumeLoginRedirect()).toBe('/home');
  });
});
