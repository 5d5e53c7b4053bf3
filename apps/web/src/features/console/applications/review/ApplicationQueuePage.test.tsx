import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../../console-fixtures';
import { applicationSummary } from './review-fixtures';

const LIST = '/console/applications/list';

// antd tables take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console application queue', { timeout: 60_000 }, () => {
  it('sends the URL’s filters to the server and badges only the application waiting past 24 hours', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const rows = [
      applicationSummary({ id: 'a-late', reference: 'APP-HK-2026-000101', overdue: true, submittedAt: new Date(Date.now() - 30 * 3_600_000).toISOString() }),
      applicationSummary({ id: 'a-fresh', reference: 'APP-HK-2026-000102', overdue: false, reviewerName: 'Rita Reviewer' }),
    ];
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), [LIST]: consolePage(rows) });
    const { router } = renderApp(
      '/console/applications?kind=HK_COMPANY_CN_APPLICANT&status=SUBMITTED&from=2026-03-01&to=2026-03-31&reference=APP-HK&applicant=li&overdue=true',
    );

    const late = (await screen.findByRole('link', { name: 'APP-HK-2026-000101' }, { timeout: 30_000 })).closest('tr') as HTMLElement;
    const sent = api.calls(LIST)[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      kind: 'HK_COMPANY_CN_APPLICANT',
      status: 'SUBMITTED',
      from: '2026-03-01',
      to: '2026-03-31',
      reference: 'APP-HK',
      applicant: 'li',
      overdue: 'true',
      page: '1',
    });
    expect(within(late).getByText('Over 24 h')).toBeTruthy();
    expect(within(late).getByText('1 d 6 h')).toBeTruthy();
    expect(within(late).getByText('l***@example.cn')).toBeTruthy();
    const fresh = screen.getByRole('link', { name: 'APP-HK-2026-000102' }).closest('tr') as HTMLElement;
    expect(within(fresh).queryByText('Over 24 h')).toBeNull();
    expect(within(fresh).getByText('Rita Reviewer')).toBeTruthy();

    // Unticking "Overdue only" drops the filter from the URL and from the next request.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('overdue'));
    await waitFor(() => expect(api.calls(LIST).at(-1)?.url.searchParams.has('overdue')).toBe(false));
    expect(api.calls(LIST).at(-1)?.url.searchParams.get('reference')).toBe('APP-HK');

    // The reference opens the application.
    await userEvent.click(screen.getByRole('link', { name: 'APP-HK-2026-000101' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/applications/a-late'));
  });

  it('opens the console on the applications queue for a reviewer, who sees no other section', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({
      '/console/me': envelope(200, consoleMe({ displayName: 'Rita Reviewer', roles: ['MEMBER', 'REVIEWER'], isAdmin: false })),
      [LIST]: consolePage([applicationSummary()]),
    });
    const { router } = renderApp('/console');

    expect(await screen.findByRole('link', { name: 'APP-HK-2026-000123' }, { timeout: 30_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/applications');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Applications']);
  });
});
