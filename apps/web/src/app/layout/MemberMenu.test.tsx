import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLICK_LOGIN_KEY, useUserStore } from '@/lib/session/user-store';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderApp } from '@/test/render-app';

describe('member menu', () => {
  it('shows the member’s name from the profile, and logging out ends the session, resets the state and goes home', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({ '/member/profile': envelope(200, memberProfile()), '/member/logout': envelope(200, {}) });
    const { router } = renderApp('/orders');

    const [banner] = await screen.findAllByRole('banner');
    await userEvent.click(await within(banner as HTMLElement).findByRole('button', { name: 'Account menu of 陳大文' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Log out/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls('/member/logout')).toHaveLength(1);
    expect(api.calls('/member/profile')).toHaveLength(1);
    expect(useUserStore.getState()).toMatchObject({ memberId: null, profile: null, cartCount: 0 });
    expect(sessionStorage.getItem(CLICK_LOGIN_KEY)).toBe('1');
    expect(document.cookie).not.toContain('memberId');
    expect(await screen.findByText('You have logged out.')).toBeTruthy();
    expect(within(banner as HTMLElement).getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it('shows the session dialog when the profile fetch finds the session revoked', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/member/profile': envelope(401, null, 'expired', 401) });
    renderApp('/home');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Information').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('offers the back office only to members whose profile carries a console role', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/member/profile': envelope(200, memberProfile({ roles: ['MEMBER', 'MERCHANT_STAFF'] })), '/console/me': envelope(403, null, 'no', 403) });
    const { router } = renderApp('/home');
    const [banner] = await screen.findAllByRole('banner');
    await userEvent.click(await within(banner as HTMLElement).findByRole('button', { name: 'Account menu of 陳大文' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Back office/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console'));
  });

  it('offers My applications, which opens the member’s applications', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/member/profile': envelope(200, memberProfile()), '/applications': envelope(200, { list: [], total: 0, page: 1, size: 10 }) });
    const { router } = renderApp('/home');
    const [banner] = await screen.findAllByRole('banner');
    await userEvent.click(await within(banner as HTMLElement).findByRole('button', { name: 'Account menu of 陳大文' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My applications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('does not offer the back office to a plain member', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    fakeApi({ '/member/profile': envelope(200, memberProfile()) });
    renderApp('/home');
    const [banner] = await screen.findAllByRole('banner');
    await userEvent.click(await within(banner as HTMLElement).findByRole('button', { name: 'Account menu of 陳大文' }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Back office/ })).toBeNull();
  });

  it('shows the membership tier held and until when under the member’s name', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const current = { tier: 'GOLD', current: null, validUntilDay: '2026-12-27', next: null, vipDiscountPercent: 5, benefits: [] };
    const api = fakeApi({ '/member/profile': envelope(200, memberProfile()), '/membership/current': envelope(200, current) });
    renderApp('/home');
    const [banner] = await screen.findAllByRole('banner');
    const button = await within(banner as HTMLElement).findByRole('button', { name: 'Account menu of 陳大文' });
    await waitFor(() => expect(button.textContent).toContain('until Dec 27, 2026'));
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Gold until Dec 27, 2026');
    expect(api.calls('/membership/current')).toHaveLength(1);
  });
});
