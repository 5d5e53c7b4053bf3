import type { DashboardView } from '@sme/shared/schemas/console-reports';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe } from '../console-fixtures';

const dashboard: DashboardView = {
  from: '2025-03-01',
  to: '2025-03-02',
  granularity: 'week',
  series: [
    {
      currency: 'HKD',
      points: [{ bucket: '2025-02-24', orders: 3, salesMinor: 32345, turnoverMinor: 27345 }],
      totals: { orders: 3, salesMinor: 32345, turnoverMinor: 27345 },
    },
  ],
  membership: {
    tiers: [
      { tier: 'SILVER', currency: 'HKD', purchases: 2, amountMinor: 16_000 },
      { tier: 'GOLD', currency: 'HKD', purchases: 1, amountMinor: 460_800 },
    ],
    totals: [{ currency: 'HKD', purchases: 3, amountMinor: 476_800 }],
  },
};

afterEach(() => vi.restoreAllMocks());

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console reports', { timeout: 60_000 }, () => {
  it('asks for the dashboard of the URL’s range and granularity and shows its totals and chart', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/report/dashboard': envelope(200, dashboard) });
    renderApp('/console/reports?from=2025-03-01&to=2025-03-02&granularity=week');

    expect(await screen.findByText('HK$323.45', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('HK$273.45')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Orders and sales over time in HKD' })).toBeTruthy();
    // Membership revenue of the range: the total, and per tier how many and how much.
    expect(screen.getByText('HK$4,768.00')).toBeTruthy();
    const gold = screen.getByRole('row', { name: /Gold/ });
    expect(gold.textContent).toContain('HK$4,608.00');
    expect(screen.getByRole('row', { name: /Silver/ }).textContent).toContain('HK$160.00');
    const query = api.calls('/console/report/dashboard')[0]?.url.searchParams;
    expect([query?.get('from'), query?.get('to'), query?.get('granularity')]).toEqual(['2025-03-01', '2025-03-02', 'week']);
  });

  it('asks for an export of the range and downloads it through the stream link', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const downloadUrl = '/api/v1/console/file/stream?kind=salesOrders&format=xlsx&from=2025-03-01&to=2025-03-02&lang=en_US&expires=1&token=abc';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/report/dashboard': envelope(200, { ...dashboard, series: [], membership: null }),
      '/console/export/salesOrders': envelope(200, { downloadUrl, expiresAt: '2025-03-02T00:05:00.000Z' }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    renderApp('/console/reports?from=2025-03-01&to=2025-03-02');

    await userEvent.click(await screen.findByRole('button', { name: 'Download Sales orders as XLSX' }, { timeout: 30_000 }));
    await waitFor(() => expect(clicked).toEqual([new URL(downloadUrl, window.location.href).href]));
    const [call] = api.calls('/console/export/salesOrders');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toMatchObject({ format: 'xlsx', from: '2025-03-01', to: '2025-03-02' });
  });
});
