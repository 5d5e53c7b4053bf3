import type { ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPLICATION_IDS, applicationSummary } from '@/test/application-fixture';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import MyApplicationsPage from './MyApplicationsPage';

const userEvent = userEventLib.setup({ delay: null });

const page = (list: ApplicationSummaryView[]) => envelope(200, { list, total: list.length, page: 1, size: 10 });

const draft = applicationSummary({
  id: APPLICATION_IDS.hk,
  kind: 'HK_COMPANY_HK_APPLICANT',
  reference: 'APP-HK-2026-000124',
  status: 'DRAFT',
  title: null,
  submittedAt: null,
  lastMessage: null,
});
const moreInfo = applicationSummary();
const approved = applicationSummary({
  id: APPLICATION_IDS.approved,
  reference: 'APP-HK-2026-000100',
  status: 'APPROVED',
  title: 'Kowloon Bakery Limited',
  lastMessage: null,
});

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('MyApplicationsPage', { timeout: 60_000 }, () => {
  it('lists each application with its status, kind, name and our latest message, and filters by status (kept in the URL)', async () => {
    signIn();
    const api = fakeApi({
      '/applications': (req) => page(req.url.searchParams.get('status') === 'MORE_INFO_REQUIRED' ? [moreInfo] : [draft, moreInfo, approved]),
    });
    const { router } = renderPage('/applications', <MyApplicationsPage />);

    const asked = await screen.findByRole('article', { name: 'Application APP-HK-2026-000123' }, { timeout: 10_000 });
    expect(within(asked).getByText('More information required')).toBeTruthy();
    expect(within(asked).getByText('Hong Kong company — Mainland applicant')).toBeTruthy();
    expect(within(asked).getByText('Harbour Tea Trading Limited')).toBeTruthy();
    expect(within(asked).getByText('Please upload a proof of address issued in the last 3 months.')).toBeTruthy();
    expect(within(asked).getByRole('link', { name: 'Provide information for APP-HK-2026-000123' }).getAttribute('href')).toBe(
      `/regChinaComp?id=${APPLICATION_IDS.cn}`,
    );

    const drafted = screen.getByRole('article', { name: 'Application APP-HK-2026-000124' });
    expect(within(drafted).getByText('Draft')).toBeTruthy();
    expect(within(drafted).getByText('Name not given yet')).toBeTruthy();
    expect(within(drafted).getByRole('link', { name: 'Continue draft APP-HK-2026-000124' }).getAttribute('href')).toBe(`/regHKComp?id=${APPLICATION_IDS.hk}`);
    const done = screen.getByRole('article', { name: 'Application APP-HK-2026-000100' });
    expect(within(done).getByText('Approved')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(done).getByRole('link', { name: 'View application APP-HK-2026-000100' }).getAttribute('href')).toBe(
      `/applicationDetail?id=${APPLICATION_IDS.approved}`,
    );
    expect(api.calls('/applications')[0]?.fields.get('status')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'More information required' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Application APP-HK-2026-000124' })).toBeNull());
    expect(api.calls('/applications').at(-1)?.fields.get('status')).toBe('MORE_INFO_REQUIRED');
    expect(router.state.location.search).toBe('?status=MORE_INFO_REQUIRED');
    expect(screen.getByRole('article', { name: 'Application APP-HK-2026-000123' })).toBeTruthy();
  });

  it('deletes a draft only after the confirmation, then lists again', async () => {
    signIn();
    const api = fakeApi({
      '/applications': [page([draft, moreInfo]), page([moreInfo])],
      '/applications/deleteDraft': envelope(200, null),
    });
    renderPage('/applications', <MyApplicationsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft APP-HK-2026-000124' }, { timeout: 10_000 }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete this draft?');
    expect(dialog.textContent).toContain('Draft APP-HK-2026-000124 and the documents uploaded to it will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('/applications/deleteDraft')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft APP-HK-2026-000124' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    await waitFor(() => expect(api.calls('/applications/deleteDraft')).toHaveLength(1));
    expect(api.calls('/applications/deleteDraft')[0]?.fields.get('id')).toBe(APPLICATION_IDS.hk);
    expect(await screen.findByText('The draft was deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Application APP-HK-2026-000124' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Application APP-HK-2026-000123' })).toBeTruthy();
  });

  it('with no applications, offers both company registration forms', async () => {
    signIn();
    fakeApi({ '/applications': page([]) });
    renderPage('/applications', <MyApplicationsPage />);

    expect(await screen.findByText('You have no applications yet', undefined, { timeout: 10_000 })).toBeTruthy();
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));
    expect(hrefs('Hong Kong applicant')).toContain('/regHKComp');
    expect(hrefs('Mainland China applicant')).toContain('/regChinaComp');
  });
});
