import { hkToday } from '@sme/shared/hk-day';
import type { ApplicationDocumentView, ApplicationView } from '@sme/shared/schemas/applications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import RegChinaCompPage from '../../pages/RegChinaCompPage';
import RegHKCompPage from '../../pages/RegHKCompPage';

const userEvent = userEventLib.setup({ delay: null });

const APP_ID = 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1';
const TODAY = hkToday();

const CN_DATA = {
  applicant: {
    englishFirstName: 'Tai Man',
    englishMiddleName: '',
    englishLastName: 'Chan',
    chineseFullName: '陈大文',
    dateOfBirth: '1985-06-01',
    placeOfBirth: 'Shenzhen',
    passportNumber: 'E12345678',
    mainlandAddress: '1 Shennan Road, Shenzhen',
    contactNumber: '+86 138 0013 8000',
    email: 'taiman@example.cn',
  },
  company: {
    proposedEnglishName: 'Harbour Tea Trading Limited',
    proposedChineseName: '海港茶业贸易有限公司',
    natureOfBusiness: 'TRADING',
    registeredOfficeAddress: '1 Queen’s Road Central, Hong Kong',
    operatingAddress: '',
    operatingAddressNotApplicable: true,
  },
  officerCounts: { shareholderCount: 1, directorCount: 1 },
  officers: [
    { type: 'INDIVIDUAL', name: 'Chan Tai Man', positions: ['SHAREHOLDER', 'DIRECTOR'], nationality: 'CN', idNumber: 'E12345678', shareholdingBp: 10_000 },
  ],
  secretary: { notApplicable: true, name: '', contact: '' },
  representative: { name: 'Chan Tai Man', idNumber: 'E12345678', contact: '+86 138 0013 8000' },
  capital: { estimatedInvestmentMinor: 100_000_000, sourceOfFunds: 'PERSONAL_SAVINGS' },
  declaration: { accepted: true, signatoryName: 'Chan Tai Man', signedOn: TODAY },
};

let docCount = 0;
const doc = (slot: string, name: string, issueDate: string | null = TODAY): ApplicationDocumentView => ({
  id: `d0000000-0000-4000-8000-${String((docCount += 1)).padStart(12, '0')}`,
  slot,
  name,
  size: 120_000,
  mime: name.endsWith('.png') ? 'image/png' : 'application/pdf',
  issueDate,
  uploadedAt: `${TODAY}T02:00:00.000Z`,
});

const CN_DOCS = [doc('PASSPORT_COPY', 'passport.pdf'), doc('PROOF_OF_ADDRESS', 'bill.pdf'), doc('SIGNATURE', 'signature.png', null)];

/** An application as application.detail answers it. */
function view(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: APP_ID,
    kind: 'HK_COMPANY_CN_APPLICANT',
    reference: 'APP-HK-2026-000123',
    status: 'DRAFT',
    version: 3,
    title: null,
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:30:00.000Z',
    submittedAt: null,
    lastMessage: null,
    data: {},
    documents: [],
    events: [],
    reopened: [],
    ...overrides,
  };
}

const dictionaries = (req: SeenRequest) => {
  const lists: Record<string, { code: string; label: string }[]> = {
    countries: [
      { code: 'CN', label: 'China' },
      { code: 'HK', label: 'Hong Kong' },
    ],
    natureOfBusiness: [{ code: 'TRADING', label: 'Import and export trading' }],
    sourceOfFunds: [{ code: 'PERSONAL_SAVINGS', label: 'Personal savings' }],
  };
  return envelope(200, { list: lists[req.url.searchParams.get('type') ?? ''] ?? [] });
};

/** The JSON body of a request. */
const jsonOf = (req: { body: unknown } | undefined): Record<string, unknown> => JSON.parse(String(req?.body ?? '{}')) as Record<string, unknown>;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

function openCn(url: string, routes: Parameters<typeof fakeApi>[0]) {
  signIn();
  const api = fakeApi({ '/sys/dict/list': dictionaries, ...routes });
  return { api, ...renderPage('/regChinaComp', <RegChinaCompPage />, url) };
}

const text = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

/** Open a step from the progress indicator (its steps are buttons). */
async function openStep(title: string) {
  const steps = document.querySelector('.ant-steps');
  if (!(steps instanceof HTMLElement)) throw new Error('no progress indicator');
  await userEvent.click(within(steps).getByText(title));
  await screen.findByRole('heading', { level: 2, name: title });
}

// Pages with antd forms take seconds to render on two busy cores.
describe('company registration forms', { timeout: 90_000 }, () => {
  it('resumes the latest draft of the kind, checks the step at Next and saves it with the version it loaded', async () => {
    const saved = view({ version: 4 });
    const { api } = openCn('/regChinaComp', {
      '/applications': envelope(200, { list: [{ ...view(), kind: 'HK_COMPANY_CN_APPLICANT' }], total: 1, page: 1, size: 10 }),
      [`/applications/${APP_ID}`]: envelope(200, view({ data: { applicant: { ...CN_DATA.applicant, passportNumber: '' } } })),
      '/applications/draft': envelope(200, saved),
    });
    await waitFor(() => expect(text('English first name').value).toBe('Tai Man'), { timeout: 20_000 });
    expect(api.calls('/applications')[0]?.fields.get('status')).toBe('DRAFT');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Passport number is required.')).toBeTruthy();
    expect(api.calls('/applications/draft')).toHaveLength(0);

    fireEvent.change(text('Passport number'), { target: { value: 'E7654321' } });
    await waitFor(() => expect(screen.queryByText('Passport number is required.')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Company' })).toBeTruthy();
    const sent = api.calls('/applications/draft');
    expect(sent).toHaveLength(1);
    const body = jsonOf(sent[0]);
    expect(body).toMatchObject({ id: APP_ID, version: 3, kind: 'HK_COMPANY_CN_APPLICANT' });
    expect((body.data as typeof CN_DATA).applicant.passportNumber).toBe('E7654321');
    expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
  });

  it('autosaves after a pause and, when another tab saved first (3001), explains it and loads the newer version', async () => {
    const { api } = openCn(`/regChinaComp?id=${APP_ID}`, {
      [`/applications/${APP_ID}`]: [
        envelope(200, view({ data: { applicant: CN_DATA.applicant } })),
        envelope(200, view({ version: 5, data: { applicant: { ...CN_DATA.applicant, englishFirstName: 'Siu Ming' } } })),
      ],
      '/applications/draft': envelope(3001, null, 'Another tab saved a newer version.', 409),
    });
    await waitFor(() => expect(text('English first name').value).toBe('Tai Man'), { timeout: 20_000 });

    fireEvent.change(text('Place of birth'), { target: { value: 'Guangzhou' } });
    expect(await screen.findByText('This application was changed in another tab or on another device')).toBeTruthy();
    expect(jsonOf(api.calls('/applications/draft')[0])).toMatchObject({ id: APP_ID, version: 3 });
    expect(screen.getByText('Saving stopped')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load the newer version' }));
    await waitFor(() => expect(text('English first name').value).toBe('Siu Ming'));
    expect(screen.queryByText('This application was changed in another tab or on another device')).toBeNull();
  });

  it('refuses officers without a director holding 99 %, then saves the completed list in basis points', async () => {
    const officers = [{ type: 'INDIVIDUAL', name: 'Chan Tai Man', positions: ['SHAREHOLDER'], nationality: 'CN', idNumber: 'E12345678', shareholdingBp: 9900 }];
    const { api } = openCn(`/regChinaComp?id=${APP_ID}`, {
      [`/applications/${APP_ID}`]: envelope(200, view({ data: { ...CN_DATA, officers } })),
      '/applications/draft': envelope(200, view({ version: 4 })),
    });
    await screen.findByRole('heading', { level: 2, name: 'Applicant' }, { timeout: 20_000 });
    await openStep('Shareholders and directors');
    expect(screen.getByText('99.00 %')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('List at least one director who is a person.')).toBeTruthy();
    expect(screen.getByText("The shareholders' shareholdings must add up to exactly 100 %.")).toBeTruthy();
    expect(api.calls('/applications/draft')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Shareholders and directors' })).toBeTruthy();

    // A second holder, director and shareholder of 12.5 %, completes the list: 87.5 % + 12.5 % = 100 %.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Shareholding (%)' }), { target: { value: '87.5' } });
    await userEvent.click(screen.getByRole('button', { name: /Add a shareholder or director/ }));
    const second = (await screen.findByText('Holder 2')).closest('.ant-card') as HTMLElement;
    fireEvent.change(within(second).getByRole('textbox', { name: 'Full name' }), { target: { value: 'Wong Mei Ling' } });
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Director' }));
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Shareholder' }));
    await userEvent.click(within(second).getByRole('combobox', { name: 'Nationality' }));
    await userEvent.click(await screen.findByTitle('Hong Kong'));
    fireEvent.change(within(second).getByRole('textbox', { name: 'Identification number' }), { target: { value: 'A7654321' } });
    fireEvent.change(within(second).getByRole('spinbutton', { name: 'Shareholding (%)' }), { target: { value: '12.5' } });
    expect(await screen.findByText('100.00 %')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Secretary and representative' })).toBeTruthy();
    const data = jsonOf(api.calls('/applications/draft').at(-1)).data as typeof CN_DATA;
    expect(data.officers.map((o) => [o.positions, o.shareholdingBp])).toEqual([
      [['SHAREHOLDER'], 8750],
      [['SHAREHOLDER', 'DIRECTOR'], 1250],
    ]);
    expect(data.officerCounts).toEqual({ shareholderCount: 2, directorCount: 1 });
  });

  it('refuses a proof of address dated more than 3 months ago before uploading it', async () => {
    const { api } = openCn(`/regChinaComp?id=${APP_ID}`, { [`/applications/${APP_ID}`]: envelope(200, view({ data: CN_DATA })) });
    await screen.findByRole('heading', { level: 2, name: 'Applicant' }, { timeout: 20_000 });
    await openStep('Documents');

    const date = screen.getByLabelText('Date on the Proof of address (utility or bank bill)');
    await userEvent.click(date);
    fireEvent.change(date, { target: { value: '2020-01-15' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    const choose = screen.getByRole('button', { name: 'Choose a file for Proof of address (utility or bank bill)' });
    const input = choose.closest('.ant-upload')?.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'old-bill.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText(/Proof of address \(utility or bank bill\) must be dated on or after .*last 3 months/)).toBeTruthy();
    expect(api.calls('/applications/documents/upload')).toHaveLength(0);
  });

  it('reviews every answer and document, then submits and shows the reference with the 24-hour promise', async () => {
    const { api } = openCn(`/regChinaComp?id=${APP_ID}`, {
      [`/applications/${APP_ID}`]: envelope(200, view({ data: CN_DATA, documents: CN_DOCS })),
      '/applications/submit': envelope(200, view({ status: 'SUBMITTED', submittedAt: '2026-03-01T03:00:00.000Z' })),
    });
    await screen.findByRole('heading', { level: 2, name: 'Applicant' }, { timeout: 20_000 });
    await openStep('Review and submit');

    for (const answer of [
      'Harbour Tea Trading Limited',
      '海港茶业贸易有限公司',
      'Import and export trading',
      'HK$1,000,000.00',
      'Personal savings',
      'E12345678',
    ])
      expect(screen.getAllByText(answer).length).toBeGreaterThan(0);
    expect(screen.getByText(`bill.pdf (dated ${TODAY})`)).toBeTruthy();
    expect(screen.getAllByText('N/A').length).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application submitted')).toBeTruthy();
    expect(screen.getByText('Your reference: APP-HK-2026-000123')).toBeTruthy();
    expect(screen.getByText(/reply within 24 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/applications');
    expect(jsonOf(api.calls('/applications/submit')[0])).toMatchObject({ id: APP_ID, version: 3 });
    expect(api.calls('/applications/draft')).toHaveLength(0);
  });

  it('shows a visitor what the form asks and sends them to sign in, to come back here', async () => {
    const api = fakeApi({});
    const { router } = renderPage('/regChinaComp', <RegChinaCompPage />);
    expect(await screen.findByText('What the form asks', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Passport number/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Sign in to start/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe('/regChinaComp');
    expect(api.seen).toHaveLength(0);
  });

  it('sends an application already submitted to its detail page', async () => {
    const { router } = openCn(`/regChinaComp?id=${APP_ID}`, { [`/applications/${APP_ID}`]: envelope(200, view({ status: 'IN_REVIEW', data: CN_DATA })) });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/applicationDetail?id=${APP_ID}`), {
      timeout: 20_000,
    });
  });

  it('takes a Hong Kong applicant from step 1 to step 2 once the details and both proofs are in', async () => {
    signIn();
    const hkDraft = view({ kind: 'HK_COMPANY_HK_APPLICANT', documents: [doc('ADDRESS_PROOF', 'bill.pdf'), doc('HKID_COPY', 'hkid.png')] });
    const api = fakeApi({
      '/sys/dict/list': dictionaries,
      '/applications': envelope(200, {
        list: [{ ...view(), kind: 'HK_COMPANY_CN_APPLICANT', id: 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2' }, hkDraft],
        total: 2,
        page: 1,
        size: 10,
      }),
      [`/applications/${APP_ID}`]: envelope(200, hkDraft),
      '/applications/draft': envelope(200, view({ kind: 'HK_COMPANY_HK_APPLICANT', version: 4 })),
    });
    renderPage('/regHKComp', <RegHKCompPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1: your details' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('hkid.png')).toBeTruthy();

    fireEvent.change(text('Mobile'), { target: { value: '+852 9123 4567' } });
    fireEvent.change(text('Email'), { target: { value: 'siu.ming@example.hk' } });
    fireEvent.change(text('Residential address'), { target: { value: 'Flat A, 10/F, 1 Nathan Road, Kowloon' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2: the new company' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New company name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Add a shareholder or director/ })).toBeTruthy();
    const body = jsonOf(api.calls('/applications/draft').at(-1));
    expect(body).toMatchObject({ id: APP_ID, version: 3, kind: 'HK_COMPANY_HK_APPLICANT' });
    expect(body.data).toMatchObject({ applicant: { mobile: '+852 9123 4567', email: 'siu.ming@example.hk' } });
  });

  it('lets only the reopened answer and document change when the reviewer asks for more information', async () => {
    signIn();
    const hkData = {
      applicant: { homePhone: '', mobile: '+852 9123 4567', email: 'old@example.hk', address: '1 Nathan Road, Kowloon' },
      company: { newCompanyName: 'Kowloon Bakery Limited', shareCapitalMinor: 1_000_000, natureOfBusiness: 'TRADING' },
      officers: [
        { type: 'INDIVIDUAL', name: 'Lee Siu Ming', positions: ['SHAREHOLDER', 'DIRECTOR'], nationality: 'HK', idNumber: 'A1234567', shareholdingBp: 10_000 },
      ],
      declaration: { accepted: true, signatoryName: 'Lee Siu Ming', signedOn: TODAY },
    };
    fakeApi({
      '/sys/dict/list': dictionaries,
      [`/applications/${APP_ID}`]: envelope(
        200,
        view({
          kind: 'HK_COMPANY_HK_APPLICANT',
          status: 'MORE_INFO_REQUIRED',
          data: hkData,
          documents: [doc('ADDRESS_PROOF', 'bill.pdf'), doc('HKID_COPY', 'hkid.png')],
          reopened: ['applicant.email', 'document:ADDRESS_PROOF'],
          lastMessage: 'Please give a current email and a newer proof of address.',
        }),
      ),
    });
    renderPage('/regHKComp', <RegHKCompPage />, `/regHKComp?id=${APP_ID}`);
    expect(await screen.findByText('Please give a current email and a newer proof of address.', undefined, { timeout: 20_000 })).toBeTruthy();

    await waitFor(() => expect(text('Email').value).toBe('old@example.hk'));
    expect(text('Email').disabled).toBe(false);
    expect(text('Mobile').disabled).toBe(true);
    expect(text('Residential address').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose a file for Proof of address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a file for Hong Kong identity card copy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove hkid.png' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2: the new company' })).toBeTruthy();
    expect(text('New company name').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Add a shareholder or director/ })).toBeNull();
    await openStep('Review and submit');
    expect(screen.getByRole('button', { name: 'Resubmit' })).toBeTruthy();
  });
});
