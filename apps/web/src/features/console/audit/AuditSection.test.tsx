import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../console-fixtures';
import type { AuditEntryView } from './api/get-audit-list';

const entry: AuditEntryView = {
  id: 'a-1',
  actorId: '99999999-9999-4999-8999-999999999999',
  actorRoles: ['ADMIN'],
  actorName: 'Chan Tai Man',
  actorEmail: 'chan@example.com',
  action: 'console.order.ship',
  targetType: 'order',
  targetId: 'SO2026000001',
  merchantId: null,
  detail: { logisticsNo: 'SF1234567890' },
  ip: '127.0.0.1',
  at: '2026-11-20T09:00:00.000Z',
};

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console audit log', { timeout: 60_000 }, () => {
  it('lists entries for the URL’s filters and adds a filter to the URL', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/audit/list': consolePage([entry], 1, 1, 50) });
    const { router } = renderApp('/console/audit?action=console.order.ship');

    expect(await screen.findByText('console.order.ship', { selector: 'code' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('chan@example.com')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByText('order SO2026000001')).toBeTruthy();
    expect(api.calls('/console/audit/list')[0]?.url.searchParams.get('action')).toBe('console.order.ship');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Target type, e.g. order' }), 'order{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?action=console.order.ship&targetType=order'));
    await waitFor(() => expect(api.calls('/console/audit/list').at(-1)?.url.searchParams.get('targetType')).toBe('order'));

    // Clicking the actor's name keeps only that person's entries.
    await userEvent.click(screen.getByRole('button', { name: 'Chan Tai Man' }));
    await waitFor(() => expect(router.state.location.search).toContain('actorId=99999999-9999-4999-8999-999999999999'));
  });

  it('shows a failed read as an error with a retry, never as an empty table, and the retry loads the entries', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const failed = envelope(500, null, 'The server is having a moment.', 500);
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      // A 5xx read is retried once by the query client before it counts as failed.
      '/console/audit/list': [failed, failed, consolePage([entry], 1, 1, 50)],
    });
    renderApp('/console/audit');

    const failure = (await screen.findByText('This list could not be loaded.', {}, { timeout: 30_000 })).closest('[role="alert"]');
    expect(failure?.textContent).toContain('The server is having a moment.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No data')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('console.order.ship', { selector: 'code' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText('This list could not be loaded.')).toBeNull();
    expect(api.calls('/console/audit/list')).toHaveLength(3);
  });
});
