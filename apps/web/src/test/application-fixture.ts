import type { ApplicationSummaryView, ApplicationView } from '@sme/shared/schemas/applications';

/** Ids of the "My applications" tests (valid UUIDs, as the server checks). */
export const APPLICATION_IDS = {
  cn: '1a2b3c4d-1111-4aaa-8aaa-111111111111',
  hk: '1a2b3c4d-2222-4bbb-8bbb-222222222222',
  approved: '1a2b3c4d-3333-4ccc-8ccc-333333333333',
  proof: '9f8e7d6c-4444-4ddd-8ddd-444444444444',
  passport: '9f8e7d6c-5555-4eee-8eee-555555555555',
} as const;

/** A row of "My applications": a Mainland applicant's company waiting for more information, with our message. */
export function applicationSummary(overrides: Partial<ApplicationSummaryView> = {}): ApplicationSummaryView {
  return {
    id: APPLICATION_IDS.cn,
    kind: 'HK_COMPANY_CN_APPLICANT',
    reference: 'APP-HK-2026-000123',
    status: 'MORE_INFO_REQUIRED',
    version: 4,
    title: 'Harbour Tea Trading Limited',
    createdAt: '2026-01-02T03:00:00.000Z',
    updatedAt: '2026-01-06T08:30:00.000Z',
    submittedAt: '2026-01-05T02:00:00.000Z',
    lastMessage: 'Please upload a proof of address issued in the last 3 months.',
    ...overrides,
  };
}

/** The same application in full: every section answered, two documents, and its history up to the request for more information. */
export function applicationView(overrides: Partial<ApplicationView> = {}): ApplicationView {
  return {
    ...applicationSummary(),
    data: {
      applicant: {
        englishFirstName: 'Wei',
        englishMiddleName: '',
        englishLastName: 'Zhang',
        chineseFullName: '张伟',
        dateOfBirth: '1985-06-15',
        placeOfBirth: 'Shenzhen',
        passportNumber: 'E12345678',
        mainlandAddress: '88 Shennan Road, Futian, Shenzhen',
        contactNumber: '+86 138 0000 0000',
        email: 'wei.zhang@example.cn',
      },
      company: {
        proposedEnglishName: 'Harbour Tea Trading Limited',
        proposedChineseName: '海港茶业贸易有限公司',
        natureOfBusiness: 'TRADING',
        registeredOfficeAddress: '1 Queen’s Road Central, Hong Kong',
        operatingAddress: '',
        operatingAddressNotApplicable: true,
      },
      officerCounts: { shareholderCount: 2, directorCount: 1 },
      officers: [
        { type: 'INDIVIDUAL', name: 'Wei Zhang', positions: ['SHAREHOLDER', 'DIRECTOR'], nationality: 'CN', idNumber: 'E12345678', shareholdingBp: 6000 },
        { type: 'INDIVIDUAL', name: 'Mei Li', positions: ['SHAREHOLDER'], nationality: 'HK', idNumber: 'A1234567', shareholdingBp: 4000 },
      ],
      secretary: { notApplicable: true, name: '', contact: '' },
      representative: { name: 'Wei Zhang', idNumber: 'E12345678', contact: '+86 138 0000 0000' },
      capital: { estimatedInvestmentMinor: 100_000_000, sourceOfFunds: 'BUSINESS_INCOME' },
      declaration: { accepted: true, signatoryName: 'Wei Zhang', signedOn: '2026-01-05' },
    },
    documents: [
      {
        id: APPLICATION_IDS.passport,
        slot: 'PASSPORT_COPY',
        name: 'passport.png',
        size: 420_000,
        mime: 'image/png',
        issueDate: '2020-03-01',
        uploadedAt: '2026-01-04T10:00:00.000Z',
      },
      {
        id: APPLICATION_IDS.proof,
        slot: 'PROOF_OF_ADDRESS',
        name: 'utility-bill.pdf',
        size: 2_400_000,
        mime: 'application/pdf',
        issueDate: '2025-09-01',
        uploadedAt: '2026-01-04T10:05:00.000Z',
      },
    ],
    events: [
      { at: '2026-01-05T02:00:00.000Z', fromStatus: 'DRAFT', toStatus: 'SUBMITTED', actor: 'APPLICANT', message: null, reopened: [] },
      { at: '2026-01-05T06:00:00.000Z', fromStatus: 'SUBMITTED', toStatus: 'IN_REVIEW', actor: 'REVIEWER', message: null, reopened: [] },
      {
        at: '2026-01-06T08:30:00.000Z',
        fromStatus: 'IN_REVIEW',
        toStatus: 'MORE_INFO_REQUIRED',
        actor: 'REVIEWER',
        message: 'Please upload a proof of address issued in the last 3 months.',
        reopened: ['document:PROOF_OF_ADDRESS', 'applicant.email'],
      },
    ],
    reopened: ['document:PROOF_OF_ADDRESS', 'applicant.email'],
    ...overrides,
  };
}
