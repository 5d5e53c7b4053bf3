import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { CLICK_LOGIN_KEY, useUserStore } from '@/lib/session/user-store';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderPage } from '@/test/render-page';
import LoginPage from './LoginPage';

const PROVIDERS = envelope(200, { list: [{ id: 'hkid', name: 'iAM Smart' }] });
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

/** A successful sign-in: the server sets the readable memberId cookie beside the httpOnly token. */
function signedIn() {
  document.cookie = 'memberId=M-7; Path=/';
  return envelope(200, { memberId: 'M-7', profile: memberProfile() });
}

/** The login page, rendered and ready. */
async function openLogin(url = '/login') {
  const view = renderPage('/login', <LoginPage />, url);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return view;
}

function fillEmailForm(email = 'tai.man@example.hk', password = 'Secret123') {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const acceptTerms = () => userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

afterEach(async () => {
  await changeLocale('en_US');
});

// Whole antd forms re-render on every keystroke and tick under jsdom; on a busy machine that nears the 15 s default.
describe('LoginPage', { timeout: 30_000 }, () => {
  it('keeps sign-in and the social button unusable until the terms are accepted, on both tabs', async () => {
    const api = fakeApi({ '/member/oidc/providers': PROVIDERS });
    await openLogin();
    const social = await screen.findByRole('button', { name: /Continue with iAM Smart/ });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect((social as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');

    await acceptTerms();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect((social as HTMLButtonElement).disabled).toBe(false);

    // The tick belongs to the visitor, not to a tab.
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(api.calls('/member/email/login')).toHaveLength(0);
  });

  it('signs in by email, stores the member and returns to the remembered page', async () => {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/orders?status=PAID');
    sessionStorage.setItem(CLICK_LOGIN_KEY, '1');
    const api = fakeApi({ '/member/oidc/providers': envelope(200, { list: [] }), '/member/email/login': signedIn });
    const { router } = await openLogin();
    fillEmailForm();
    await acceptTerms();
    await userEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe('?status=PAID');
    const [login] = api.calls('/member/email/login');
    expect(login?.fields.get('email')).toBe('tai.man@example.hk');
    expect(login?.fields.get('password')).toBe('Secret123');
    expect(login?.fields.get('terms')).toBe('true');
    expect(login?.fields.has('captchaKey')).toBe(false);
    expect(useUserStore.getState().memberId).toBe('M-7');
    expect(useUserStore.getState().profile?.displayName).toBe('陳大文');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
    expect(sessionStorage.getItem(CLICK_LOGIN_KEY)).toBeNull();
  });

  it('shows the image captcha after 4014 and sends captchaKey and captchaCode with the retry', async () => {
    const api = fakeApi({
      '/member/oidc/providers': envelope(200, { list: [] }),
      '/sys/code/getCode': png,
      '/member/email/login': [envelope(4014, null, 'Please enter the image code to continue.'), signedIn],
    });
    const { router } = await openLogin();
    fillEmailForm();
    await acceptTerms();
    await userEvent.click(submitButton());

    expect(await screen.findByText('Please enter the image code to continue.')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Image code'), 'x7k2');
    await userEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const retry = api.calls('/member/email/login')[1];
    expect(retry?.fields.get('captchaCode')).toBe('x7k2');
    expect(retry?.fields.get('captchaKey')).toHaveLength(32);
    expect(retry?.fields.get('captchaKey')).toBe(api.calls('/sys/code/getCode').at(-1)?.url.searchParams.get('key'));
  });

  it('shows the pause of an account’s password sign-in (4015) on the form, pointing to the password reset', async () => {
    fakeApi({
      '/member/oidc/providers': envelope(200, { list: [] }),
      '/member/email/login': envelope(4015, null, '该账号登录失败次数过多，请稍后再试，或重设密码后立即登录。', 429),
    });
    await openLogin();
    fillEmailForm();
    await acceptTerms();
    await userEvent.click(submitButton());
    const text = await screen.findByText('Too many failed sign-ins for this account. Please try again later, or reset your password to sign in now.');
    expect(text.closest('form')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgetpwd');
  });

  it('says a failed sign-in (1001) in the reader’s language, whatever language the server answered in', async () => {
    await changeLocale('zh_CN');
    fakeApi({ '/member/oidc/providers': envelope(200, { list: [] }), '/member/email/login': envelope(1001, null, 'Login failed.', 401) });
    renderPage('/login', <LoginPage />);
    await screen.findByRole('heading', { level: 1, name: '登录' });
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'tai.man@example.hk' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Wrong1234' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录失败：账号或密码错误。')).toBeTruthy();
  });

  it('offers to continue as the member of a live session, and another account instead', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({
      '/member/oidc/providers': envelope(200, { list: [] }),
      '/member/quick-login': envelope(200, { memberId: 'M-7', profile: memberProfile() }),
    });
    const { router } = await openLogin();
    const proceed = await screen.findByRole('button', { name: 'Continue as 陳大文' });
    await userEvent.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue as 陳大文' })).toBeNull();
    expect(proceed.isConnected).toBe(false);
    expect(api.calls('/member/quick-login')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes on from the quick-login card to the remembered page', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, '/pd?id=42');
    fakeApi({
      '/member/oidc/providers': envelope(200, { list: [] }),
      '/member/quick-login': envelope(200, { memberId: 'M-7', profile: memberProfile() }),
    });
    const { router } = await openLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as 陳大文' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pd?id=42'));
  });

  it('asks nothing of a visitor who logged out in this tab, and explains a failed social sign-in', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    sessionStorage.setItem(CLICK_LOGIN_KEY, '1');
    const api = fakeApi({ '/member/oidc/providers': envelope(200, { list: [] }) });
    await openLogin('/login?oidcError=1106');
    expect(screen.getByText('This sign-in method is not supported here. It may be restricted on your network.')).toBeTruthy();
    expect(api.calls('/member/quick-login')).toHaveLength(0);
  });

  it('says the account is disabled when the back office disabled it before a social sign-in', async () => {
    fakeApi({ '/member/oidc/providers': envelope(200, { list: [] }) });
    await openLogin('/login?oidcError=403');
    expect(screen.getByText('This account has been disabled. Please contact customer service if you need help.')).toBeTruthy();
  });
});
