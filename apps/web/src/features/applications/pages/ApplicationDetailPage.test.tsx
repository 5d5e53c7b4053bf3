import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_IDS, applicationView } from '@/test/application-fixture';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import ApplicationDetailPage from './ApplicationDetailPage';

const userEvent = userEventLib.setup({ delay: null });

const DETAIL = `/applications/${APPLICATION_IDS.cn}`;
const URL_OF = `/applicationDetail?id=${APPLICATION_IDS.cn}`;

/** The dictionaries the answers are worded with, in English. */
function dictionaries(req: SeenRequest): Response {
  const lists: Record<string, Array<{ code: string; label: string }>> = {
    natureOfBusiness: [{ code: 'TRADING', label: 'Import and export trading' }],
    sourceOfFunds: [{ code: 'BUSINESS_INCOME', label: 'Business income' }],
    countries: [
      { code: 'CN', label: 'China' },
      { code: 'HK', label: 'Hong Kong' },
    ],
  };
  return envelope(200, { list: lists[req.url.searchParams.get('type') ?? ''] ?? [] });
}

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

/** The section of the page headed `name`. */
const region = (name: string) => screen.getByRole('region', { name });

describe('ApplicationDetailPage', { timeout: 60_000 }, () => {
  it('shows every answer by the form’s sections, our messages with the reopened items in words, and the documents', async () => {
    signIn();
    fakeApi({ [DETAIL]: envelope(200, applicationView()), '/sys/dict/list': dictionaries });
    renderPage('/applicationDetail', <ApplicationDetailPage />, URL_OF);

    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour Tea Trading Limited' }, { timeout: 10_000 })).toBeTruthy();
    const summary = region('Harbour Tea Trading Limited');
    expect(within(summary).getByText('APP-HK-2026-000123')).toBeTruthy();
    expect(within(summary).getByText('Hong Kong company — Mainland applicant')).toBeTruthy();
    expect(within(summary).getByText('More information required')).toBeTruthy();
    expect(within(summary).getByText('Our team needs more information')).toBeTruthy();
    expect(within(summary).getByText('Please update: Proof of address (utility or bank bill); Applicant — Email')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Provide information' }).getAttribute('href')).toBe(`/regChinaComp?id=${APPLICATION_IDS.cn}`);

    const history = region('Messages and history');
    expect(within(history).getByText('Please upload a proof of address issued in the last 3 months.')).toBeTruthy();
    expect(within(history).getByText('Reopened for you: Proof of address (utility or bank bill); Applicant — Email')).toBeTruthy();
    expect(within(history).getAllByText('Our team').length).toBe(2);

    const answers = region('Your answers');
    const applicant = within(answers).getByRole('region', { name: /^Applicant/ });
    expect(within(applicant).getByText('Passport number')).toBeTruthy();
    expect(within(applicant).getByText('E12345678')).toBeTruthy();
    expect(within(applicant).getByText('Jun 15, 1985')).toBeTruthy();
    expect(within(applicant).getByText('Not answered')).toBeTruthy(); // the empty middle name
    const capital = within(answers).getByRole('region', { name: 'Capital' });
    expect(within(capital).getByText('HK$1,000,000.00')).toBeTruthy();
    expect(await within(capital).findByText('Business income')).toBeTruthy();
    const officers = within(answers).getByRole('region', { name: 'Shareholders and directors' });
    expect(within(officers).getByText('60.00 %')).toBeTruthy();
    expect(within(officers).getByText('40.00 %')).toBeTruthy();
    expect(within(officers).getByText('Shareholder, Director')).toBeTruthy();
    expect(await within(officers).findByText('China')).toBeTruthy();
    expect(within(within(answers).getByRole('region', { name: 'Company' })).getByText('Import and export trading')).toBeTruthy();

    const documents = region('Documents');
    expect(within(documents).getByText('Passport copy')).toBeTruthy();
    expect(within(documents).getByText('utility-bill.pdf')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Download passport.png' })).toBeTruthy();
    // Withdrawing is still possible while more information is asked.
    expect(screen.getByRole('button', { name: 'Withdraw application APP-HK-2026-000123' })).toBeTruthy();
  });

  it('downloads a document through the signed API client and saves it under its name', async () => {
    signIn();
    const bytes = new Blob(['%PDF-1.7 test'], { type: 'application/pdf' });
    const api = fakeApi({
      [DETAIL]: envelope(200, applicationView()),
      '/sys/dict/list': dictionaries,
      [`${DETAIL}/documents/${APPLICATION_IDS.proof}`]: new Response(bytes, { headers: { 'content-type': 'application/pdf' } }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage('/applicationDetail', <ApplicationDetailPage />, URL_OF);

    await userEvent.click(await screen.findByRole('button', { name: 'Download utility-bill.pdf' }, { timeout: 10_000 }));

    await waitFor(() => expect(saved).toEqual(['utility-bill.pdf']));
    const [call] = api.calls(`${DETAIL}/documents/${APPLICATION_IDS.proof}`);
    expect(call?.headers.get('X-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('withdraws a submitted application with the reason given, after the confirmation', async () => {
    signIn();
    const submitted = applicationView({ status: 'SUBMITTED', lastMessage: null, reopened: [], events: applicationView().events.slice(0, 1) });
    const api = fakeApi({
      [DETAIL]: [envelope(200, submitted), envelope(200, { ...submitted, status: 'WITHDRAWN' })],
      '/sys/dict/list': dictionaries,
      '/applications/withdraw': envelope(200, { ...submitted, status: 'WITHDRAWN' }),
    });
    renderPage('/applicationDetail', <ApplicationDetailPage />, URL_OF);

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw application APP-HK-2026-000123' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Application APP-HK-2026-000123 will no longer be reviewed.');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'We chose another provider.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    await waitFor(() => expect(api.calls('/applications/withdraw')).toHaveLength(1));
    const fields = api.calls('/applications/withdraw')[0]?.fields;
    expect(fields?.get('id')).toBe(APPLICATION_IDS.cn);
    expect(fields?.get('reason')).toBe('We chose another provider.');
    expect(await screen.findByText('The application was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw application APP-HK-2026-000123' })).toBeNull());
    expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0);
  });

  it('Print opens the printable record without the page’s buttons and starts the browser’s print dialog', async () => {
    signIn();
    fakeApi({ [DETAIL]: envelope(200, applicationView()), '/sys/dict/list': dictionaries });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { router } = renderPage('/applicationDetail', <ApplicationDetailPage />, URL_OF);

    await userEvent.click(await screen.findByRole('button', { name: /Print/ }, { timeout: 10_000 }));

    const record = await screen.findByRole('article', { name: 'Application record · APP-HK-2026-000123' });
    expect(record.hasAttribute('data-print-view')).toBe(true);
    expect(router.state.location.search).toBe(`?id=${APPLICATION_IDS.cn}&print=1`);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(within(record).getByText('HK$1,000,000.00')).toBeTruthy();
    expect(within(record).getByText('utility-bill.pdf')).toBeTruthy();
    expect(within(record).getByText('Please upload a proof of address issued in the last 3 months.')).toBeTruthy();
    expect(within(record).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(record).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(
      within(record)
        .getByRole('link', { name: /Back to the application/ })
        .getAttribute('href'),
    ).toBe(URL_OF);
  });

  it('says an application that is not the member’s was not found', async () => {
    signIn();
    fakeApi({ [DETAIL]: envelope(404, null, 'Not found.', 404) });
    renderPage('/applicationDetail', <ApplicationDetailPage />, URL_OF);
    expect(await screen.findByText('Application not found', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my applications' }).getAttribute('href')).toBe('/applications');
  });
});
