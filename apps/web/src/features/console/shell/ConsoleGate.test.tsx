import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consoleOrderSummary, consolePage, jsonBody } from '../console-fixtures';

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console gate', { timeout: 60_000 }, () => {
  it('enrols a new staff member’s authenticator, refuses a wrong code, and opens the orders once a code passes', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': [envelope(200, consoleMe({ totpEnrolled: false, secondFactorPassed: false })), envelope(200, consoleMe())],
      '/console/mfa/enrol': envelope(200, { otpauthUrl: 'otpauth://totp/SME:ada?secret=JBSWY3DPEHPK3PXP&issuer=SME', secret: 'JBSWY3DPEHPK3PXP' }),
      '/console/mfa/verify': [envelope(1002, null, 'The verification code is wrong.', 400), envelope(200, { verified: true })],
      '/console/order/list': consolePage([consoleOrderSummary()]),
    });
    const { router } = renderApp('/console');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }, { timeout: 30_000 })).toBeTruthy();
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /QR code to add the back office/ })).toBeTruthy();

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('The verification code is wrong.')).toBeTruthy();

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/console/orders'), { timeout: 30_000 });
    expect(await screen.findByRole('link', { name: 'SO2026000001' }, { timeout: 30_000 })).toBeTruthy();
    expect(api.calls('/console/mfa/enrol')).toHaveLength(1);
    expect(
      api
        .calls('/console/mfa/verify')
        .map(jsonBody)
        .map((b) => b.code),
    ).toEqual(['111111', '123456']);
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Audit log/ })).toBeTruthy();
  });

  it('asks an enrolled staff member for a code before anything else', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({ '/console/me': envelope(200, consoleMe({ secondFactorPassed: false })) });
    renderApp('/console/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('shows a 403 page to a member without a console role', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({ '/console/me': envelope(5403, null, 'You do not have permission.', 403) });
    renderApp('/console');
    expect(await screen.findByText('No access to the back office', undefined, { timeout: 30_000 })).toBeTruthy();
  });

  it('shows a merchant’s staff only the sections of their role, with their merchant in the top bar', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({
      '/console/me': envelope(200, consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: 'm-1', merchantName: 'Tea House HK' })),
      '/console/order/list': consolePage([]),
    });
    const { router } = renderApp('/console/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/orders'), { timeout: 30_000 });
    expect(await screen.findByText('Tea House HK')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Orders/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Audit log/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Staff/ })).toBeNull();
  });
});
