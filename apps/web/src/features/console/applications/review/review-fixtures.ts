import { envelope } from '@/test/fake-fetch';
import type { ConsoleApplicationSummaryView, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';

/** Ids of the review fixtures. */
export const REVIEW_IDS = {
  application: '5a1b2c3d-0000-4000-8000-000000000001',
  other: '5a1b2c3d-0000-4000-8000-000000000002',
  proof: '5a1b2c3d-0000-4000-8000-0000000000d1',
  passport: '5a1b2c3d-0000-4000-8000-0000000000d2',
} as const;

/** One row of the review queue. */
export function applicationSummary(overrides: Partial<ConsoleApplicationSummaryView> = {}): ConsoleApplicationSummaryView {
  return {
    id: REVIEW_IDS.application,
    kind: 'HK_COMPANY_CN_APPLICANT',
    reference: 'APP-HK-2026-000123',
    status: 'SUBMITTED',
    title: 'Harbour Lantern Trading Limited',
    applicantName: 'Li Wei',
    applicantEmail: 'l***@example.cn',
    submittedAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    overdue: false,
    reviewerName: null,
    ...overrides,
  };
}

/** A Mainland applicant's complete answers, as the server sends them to a reviewer (identity numbers in full). */
const answers = (masked: boolean) => ({
  applicant: {
    englishFirstName: 'Wei',
    englishMiddleName: '',
    englishLastName: 'Li',
    chineseFullName: '李伟',
    dateOfBirth: '1985-06-01',
    placeOfBirth: 'Shenzhen',
    passportNumber: masked ? 'E1*****78' : 'E12345678',
    mainlandAddress: '1 Shennan Road, Futian, Shenzhen',
    contactNumber: '+86 138 0013 8000',
    email: 'li.wei@example.cn',
  },
  company: {
    proposedEnglishName: 'Harbour Lantern Trading Limited',
    proposedChineseName: '港灯贸易有限公司',
    natureOfBusiness: 'TRADING',
    registeredOfficeAddress: '8 Queen’s Road Central, Hong Kong',
    operatingAddress: '',
    operatingAddressNotApplicable: true,
  },
  officerCounts: { shareholderCount: 2, directorCount: 1 },
  officers: [
    {
      type: 'INDIVIDUAL',
      name: 'Li Wei',
      positions: ['SHAREHOLDER', 'DIRECTOR'],
      nationality: 'CN',
      idNumber: masked ? 'E1*****78' : 'E12345678',
      shareholdingBp: 6000,
    },
    {
      type: 'INDIVIDUAL',
      name: 'Chan Mei',
      positions: ['SHAREHOLDER'],
      nationality: 'HK',
      idNumber: masked ? 'K1****(3)' : 'K123456(3)',
      shareholdingBp: 4000,
    },
  ],
  secretary: { notApplicable: true, name: '', contact: '' },
  representative: { name: 'Chan Mei', idNumber: masked ? 'K1****(3)' : 'K123456(3)', contact: '+852 9123 4567' },
  capital: { estimatedInvestmentMinor: 100_000_000, sourceOfFunds: 'SAVINGS' },
  declaration: { accepted: true, signatoryName: 'Li Wei', signedOn: '2026-03-01' },
});

/**
 * A console.application.detail answer: a reviewer's view (identity numbers in full, documents listed, may decide)
 * unless `asAdmin`, which gives what an admin who is not a reviewer gets (masked, no documents, no decisions).
 */
export function applicationView(overrides: Partial<ConsoleApplicationView> = {}, asAdmin = false): ConsoleApplicationView {
  return {
    ...applicationSummary(),
    version: 3,
    memberId: '77777777-7777-4777-8777-777777777777',
    data: answers(asAdmin),
    documents: asAdmin
      ? []
      : [
          {
            id: REVIEW_IDS.passport,
            slot: 'PASSPORT_COPY',
            name: 'passport.pdf',
            size: 240_000,
            mime: 'application/pdf',
            issueDate: '2024-05-01',
            uploadedAt: '2026-03-01T10:00:00.000Z',
          },
          {
            id: REVIEW_IDS.proof,
            slot: 'PROOF_OF_ADDRESS',
            name: 'utility-bill.png',
            size: 90_000,
            mime: 'image/png',
            issueDate: '2026-02-10',
            uploadedAt: '2026-03-01T10:05:00.000Z',
          },
        ],
    events: [
      {
        id: 'e1',
        at: '2026-03-02T01:00:00.000Z',
        fromStatus: 'DRAFT',
        toStatus: 'SUBMITTED',
        actor: 'APPLICANT',
        actorName: null,
        message: null,
        reopened: [],
        internal: false,
      },
      {
        id: 'e2',
        at: '2026-03-02T02:00:00.000Z',
        fromStatus: null,
        toStatus: null,
        actor: 'REVIEWER',
        actorName: 'Rita Reviewer',
        message: 'Called the applicant about the bill.',
        reopened: [],
        internal: true,
      },
    ],
    reopened: [],
    personalDataVisible: !asAdmin,
    canDecide: !asAdmin,
    ...overrides,
  };
}

/** Dictionary lists the detail labels coded answers with (sys.dict.list by type). */
export const dictionaryAnswer = (req: { url: URL }) => {
  const lists: Record<string, { code: string; label: string }[]> = {
    natureOfBusiness: [{ code: 'TRADING', label: 'Import and export trading' }],
    sourceOfFunds: [{ code: 'SAVINGS', label: 'Personal savings' }],
    countries: [
      { code: 'CN', label: 'Mainland China' },
      { code: 'HK', label: 'Hong Kong' },
    ],
  };
  return envelope(200, { list: lists[req.url.searchParams.get('type') ?? ''] ?? [] });
};
