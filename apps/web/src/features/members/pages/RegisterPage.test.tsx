import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/lib/session/user-store';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderPage } from '@/test/render-page';
import RegisterPage from './RegisterPage';

const NOT_TAKEN = envelope(200, { exists: false });

/** The registration page, rendered and ready. */
async function openRegister() {
  const view = renderPage('/register', <RegisterPage />);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: /^(Send code|Resend code|Resend in \d+ s)$/ }) as HTMLButtonElement;

// Whole antd forms re-render on every keystroke and tick under jsdom; on a busy machine that nears the 15 s default.
describe('RegisterPage', { timeout: 30_000 }, () => {
  it('says an email is already registered once typing pauses, with a way to log in, and never asks about an invalid one', async () => {
    const api = fakeApi({ '/member/email/exists': (req) => envelope(200, { exists: req.url.searchParams.get('email') === 'owner@example.hk' }) });
    await openRegister();

    fireEvent.change(emailInput(), { target: { value: 'owner@' } });
    fireEvent.change(emailInput(), { target: { value: 'owner@example.hk' } });
    expect(await screen.findByText('This email is already registered.', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in instead' }).getAttribute('href')).toBe('/login');
    expect(api.calls('/member/email/exists').map((c) => c.fields.get('email'))).toEqual(['owner@example.hk']);

    fireEvent.change(emailInput(), { target: { value: 'new.owner@example.hk' } });
    await waitFor(() => expect(api.calls('/member/email/exists')).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('This email is already registered.')).toBeNull());
  });

  it('checks a mobile number with its region code', async () => {
    const api = fakeApi({ '/member/mobile/exists': envelope(200, { exists: true }) });
    await openRegister();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '9123 4567' } });

    expect(await screen.findByText('This mobile number is already registered.', undefined, { timeout: 3000 })).toBeTruthy();
    const [check] = api.calls('/member/mobile/exists');
    expect(check?.fields.get('region')).toBe('HK');
    expect(check?.fields.get('mobile')).toBe('+85291234567');
  });

  it('counts down 60 seconds after sending a code, with the send button disabled meanwhile', async () => {
    const api = fakeApi({ '/member/email/exists': NOT_TAKEN, '/member/email/code': envelope(200, { resendAfterSeconds: 60 }) });
    await openRegister();
    fireEvent.change(emailInput(), { target: { value: 'new.owner@example.hk' } });
    // A pinned clock: the countdown reads Date.now(), and a busy machine must not change what it shows.
    const clock = vi.spyOn(Date, 'now');
    const sentAt = Date.now();
    clock.mockReturnValue(sentAt);
    await userEvent.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 60 s'));
    expect(sendButton().disabled).toBe(true);
    expect(await screen.findByText('We have sent a 6-digit code to your email.')).toBeTruthy();
    const [request] = api.calls('/member/email/code');
    expect(request?.fields.get('email')).toBe('new.owner@example.hk');
    expect(request?.fields.get('purpose')).toBe('REGISTER');

    clock.mockReturnValue(sentAt + 1_500);
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 59 s'), { timeout: 3000 });
    clock.mockReturnValue(sentAt + 60_000);
    await waitFor(() => expect(sendButton().textContent).toBe('Resend code'), { timeout: 3000 });
    expect(sendButton().disabled).toBe(false);
  });

  it('waits the seconds the server names when it refuses a resend (4001)', async () => {
    fakeApi({
      '/member/email/exists': NOT_TAKEN,
      '/member/email/code': envelope(4001, { retryAfterSeconds: 42 }, 'A verification code cannot be resent within 60 seconds.', 429),
    });
    await openRegister();
    fireEvent.change(emailInput(), { target: { value: 'new.owner@example.hk' } });
    await userEvent.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 42 s'));
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('A verification code cannot be resent within 60 seconds.')).toBeTruthy();
  });

  it('does not send a code to an invalid address', async () => {
    const api = fakeApi({ '/member/email/code': envelope(200, { resendAfterSeconds: 60 }) });
    await openRegister();
    fireEvent.change(emailInput(), { target: { value: 'not-an-email' } });
    await userEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.calls('/member/email/code')).toHaveLength(0);
    expect(sendButton().textContent).toBe('Send code');
  });

  it('creates the account, signs the member in and goes home', async () => {
    const api = fakeApi({
      '/member/email/exists': NOT_TAKEN,
      '/member/email/register': () => {
        document.cookie = 'memberId=M-7; Path=/';
        return envelope(200, { memberId: 'M-7', profile: memberProfile({ email: 'new.owner@example.hk' }) });
      },
    });
    const { router } = await openRegister();
    fireEvent.change(emailInput(), { target: { value: 'new.owner@example.hk' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
    const create = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const [sent] = api.calls('/member/email/register');
    expect(Object.fromEntries(['email', 'code', 'password', 'confirmPassword', 'terms'].map((k) => [k, sent?.fields.get(k)]))).toEqual({
      email: 'new.owner@example.hk',
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      terms: 'true',
    });
    expect(useUserStore.getState().memberId).toBe('M-7');
  });
});
