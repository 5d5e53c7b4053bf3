import type { CompanyEmailView } from '@sme/shared/schemas/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import CompanyEmailPage from './CompanyEmailPage';

const NONE: CompanyEmailView = { companyEmail: null, verifiedAt: null };
const VERIFIED: CompanyEmailView = { companyEmail: 'tai.man@chan-trading.hk', verifiedAt: '2026-03-02T04:00:00.000Z' };

// getByRole walks the accessibility tree of the whole antd page, which is slow; text lookups are enough here.
const button = (name: string | RegExp) => screen.getByText(name).closest('button') as HTMLButtonElement;
const linkTo = (name: string) =>
  screen
    .getAllByText(name)
    .map((text) => text.closest('a'))
    .find(Boolean)
    ?.getAttribute('href');

const signIn = () => {
  document.cookie = 'memberId=M-7; Path=/';
};

describe('CompanyEmailPage', () => {
  it('refuses a free-mail address under the field, then verifies a company address by code and leads to /community2', async () => {
    signIn();
    const api = fakeApi({
      '/booking/company-email': [envelope(200, NONE), envelope(200, VERIFIED)],
      '/booking/company-email/start': [envelope(3301, null, 'free mail'), envelope(200, { resendAfterSeconds: 60 })],
      '/booking/company-email/verify': [envelope(1002, null, 'bad code'), envelope(200, VERIFIED)],
    });
    renderPage('/community1', <CompanyEmailPage />);

    const steps = screen.getByLabelText('Booking steps');
    expect(within(steps).getByText('Company email')).toBeTruthy();
    expect(within(steps).getByText('Choose a time')).toBeTruthy();
    expect(screen.getByText('A free 30-minute video call').tagName).toBe('H2');
    expect(screen.getByText('In English, Cantonese or Mandarin.')).toBeTruthy();

    const email = await screen.findByLabelText('Company email');
    fireEvent.change(email, { target: { value: 'taiman@gmail.com' } });
    fireEvent.click(button('Send code'));
    // The refusal reads from the shared catalogue in the page's language, not the server's words.
    expect(await screen.findByText(/Addresses at free email providers such as Gmail/)).toBeTruthy();
    expect(screen.queryByText('free mail')).toBeNull();
    expect(screen.queryByLabelText('Verification code')).toBeNull();

    fireEvent.change(email, { target: { value: 'tai.man@chan-trading.hk' } });
    fireEvent.click(button('Send code'));
    const code = await screen.findByLabelText('Verification code');
    expect(button(/^Resend in \d+ s$/).hasAttribute('disabled')).toBe(true);
    expect(api.calls('/booking/company-email/start').map((c) => c.fields.get('email'))).toEqual(['taiman@gmail.com', 'tai.man@chan-trading.hk']);

    fireEvent.change(code, { target: { value: '12x3456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(button('Verify'));
    expect(await screen.findByText('The verification code was not found, is invalid or has expired.')).toBeTruthy();

    fireEvent.click(button('Verify'));
    expect((await screen.findByText('Company email verified')).tagName).toBe('H2');
    expect(screen.getByText('tai.man@chan-trading.hk')).toBeTruthy();
    expect(linkTo('Choose a time')).toBe('/community2');
    const verify = api.calls('/booking/company-email/verify').at(-1);
    expect([verify?.fields.get('email'), verify?.fields.get('code')]).toEqual(['tai.man@chan-trading.hk', '123456']);
    // The booking answers were invalidated, so the company email was read again.
    await waitFor(() => expect(api.calls('/booking/company-email')).toHaveLength(2));
    // The whole journey in one render: longer than one page check, so it gets more time on a busy machine.
  }, 60_000);

  it('shows an already verified company email with Continue, and offers to use another one', async () => {
    signIn();
    fakeApi({ '/booking/company-email': envelope(200, VERIFIED) });
    renderPage('/community1', <CompanyEmailPage />);

    expect((await screen.findByText('Your company email')).tagName).toBe('H2');
    expect(screen.getByText('tai.man@chan-trading.hk')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(linkTo('Continue')).toBe('/community2');

    fireEvent.click(button('Use another email'));
    expect(screen.getByText('Use another company email').tagName).toBe('H2');
    fireEvent.click(button('Keep tai.man@chan-trading.hk'));
    expect(linkTo('Continue')).toBe('/community2');
  });
});
