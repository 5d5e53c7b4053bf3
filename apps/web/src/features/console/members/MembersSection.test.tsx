import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage, jsonBody } from '../console-fixtures';
import { MEMBER_ID, consoleMemberRow, consoleMemberView } from './member-fixtures';

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console members', { timeout: 60_000 }, () => {
  it('lists members masked with the URL’s filters, keeps a new search in the URL, and opens a member', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/member/list': consolePage(
        [consoleMemberRow(), consoleMemberRow({ id: 'm-2', memberNo: 'M20260043', displayName: 'Wong', status: 'DISABLED', email: null })],
        2,
      ),
      [`/console/member/detail/${MEMBER_ID}`]: envelope(200, consoleMemberView()),
    });
    const { router } = renderApp('/console/members?status=ACTIVE');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: 'M20260042' })).toBeTruthy();
    expect(within(table).getByText('t***@example.hk')).toBeTruthy();
    expect(within(table).getAllByText('+852 ****4567')).toHaveLength(2);
    expect(within(table).getByText('Disabled')).toBeTruthy();
    expect(api.calls('/console/member/list')[0]?.url.searchParams.get('status')).toBe('ACTIVE');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), '9123{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&q=9123'));
    await waitFor(() => expect(api.calls('/console/member/list').at(-1)?.url.searchParams.get('q')).toBe('9123'));

    await userEvent.click(within(table).getByRole('link', { name: 'M20260042' }));
    expect(await screen.findByText('tai.man@example.hk')).toBeTruthy();
    expect(screen.getByText('+85291234567')).toBeTruthy();
    expect(screen.getByText('HK$1,234.50')).toBeTruthy();
  });

  it('disables a member only with a reason, then shows the account disabled', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const disabled = consoleMemberView({ status: 'DISABLED', disabledAt: '2026-11-23T08:00:00.000Z', disabledReason: 'Chargeback fraud' });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/member/detail/${MEMBER_ID}`]: [envelope(200, consoleMemberView()), envelope(200, disabled)],
      '/console/member/disable': envelope(200, disabled),
    });
    renderApp(`/console/members/${MEMBER_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be signed out everywhere at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Reason (kept in the audit log) is required.')).toBeTruthy();
    expect(api.calls('/console/member/disable')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), ' Chargeback fraud ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('This account is disabled')).toBeTruthy();
    expect(jsonBody(api.calls('/console/member/disable')[0]!)).toMatchObject({ id: MEMBER_ID, reason: 'Chargeback fraud' });
    expect(screen.getByRole('button', { name: 'Enable account' })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/member/detail/${MEMBER_ID}`]: envelope(200, consoleMemberView()),
      '/console/member/disable': envelope(409, null, 'This account is already disabled.', 409),
    });
    renderApp(`/console/members/${MEMBER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('This account is already disabled.'));
  });
});
