import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import ForgetPasswordPage from './ForgetPasswordPage';

const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });

/** The reset page, rendered and ready, with the email tab's fields filled. */
async function openAndFill() {
  renderPage('/forgetpwd', <ForgetPasswordPage />);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'tai.man@example.hk' } });
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Renewed123' } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Renewed123' } });
}

// Whole antd forms re-render on every keystroke under jsdom; on a busy machine that nears the 15 s default.
describe('ForgetPasswordPage', { timeout: 30_000 }, () => {
  it('shows the image captcha when the server asks for it on the reset (4014) and sends it with the retry', async () => {
    const api = fakeApi({
      '/sys/code/getCode': png,
      '/member/email/reset-password': [envelope(4014, null, 'Please enter the image code to continue.'), envelope(200, {})],
    });
    await openAndFill();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Please enter the image code to continue.')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Image code'), 'x7k2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Your password has been reset')).toBeTruthy();
    const [first, retry] = api.calls('/member/email/reset-password');
    expect(first?.fields.has('captchaKey')).toBe(false);
    expect(retry?.fields.get('code')).toBe('123456');
    expect(retry?.fields.get('captchaCode')).toBe('x7k2');
    expect(retry?.fields.get('captchaKey')).toBe(api.calls('/sys/code/getCode').at(-1)?.url.searchParams.get('key'));
  });
});
