import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import { hkDayOf } from '@sme/shared/hk-day';
import type { ApplicationView } from '@sme/shared/schemas/applications';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { clientOf } from '../../test/accounts';
import { type TestFile, envelopeOf } from '../../test/signed-inject';

/** Test helpers of the applications engine: complete answers of both company forms, document files, a member's client. */

const DAY_MS = 86_400_000;

/** The Hong Kong day `days` before now (negative: after). */
export const hkDaysAgo = (days: number, now = new Date()): string => hkDayOf(new Date(now.getTime() - days * DAY_MS));

/** Complete answers of the Mainland-applicant form: one director-shareholder (60 %) and one shareholder (40 %). */
export function cnAnswers(): Record<string, unknown> {
  return {
    applicant: {
      englishFirstName: 'Tai Man',
      englishMiddleName: '',
      englishLastName: 'Chan',
      chineseFullName: '陈大文',
      dateOfBirth: '1985-04-12',
      placeOfBirth: 'Shenzhen',
      passportNumber: 'E12345678',
      mainlandAddress: '1 Shennan Road, Futian, Shenzhen',
      contactNumber: '+86 138 0013 8000',
      email: 'taiman@example.com',
    },
    company: {
      proposedEnglishName: 'Harbour Trading Limited',
      proposedChineseName: '海港贸易有限公司',
      natureOfBusiness: 'TRADING',
      registeredOfficeAddress: '8 Queen’s Road Central, Hong Kong',
      operatingAddress: '',
      operatingAddressNotApplicable: true,
    },
    officerCounts: { shareholderCount: 2, directorCount: 1 },
    officers: [
      { type: 'INDIVIDUAL', name: 'Chan Tai Man', positions: ['SHAREHOLDER', 'DIRECTOR'], nationality: 'CN', idNumber: 'E12345678', shareholdingBp: 6000 },
      { type: 'INDIVIDUAL', name: 'Lee Siu Ming', positions: ['SHAREHOLDER'], nationality: 'HK', idNumber: 'A1234563', shareholdingBp: 4000 },
    ],
    secretary: { notApplicable: true, name: '', contact: '' },
    representative: { name: 'Chan Tai Man', idNumber: 'E12345678', contact: '+86 138 0013 8000' },
    capital: { estimatedInvestmentMinor: 10_000_000, sourceOfFunds: 'PERSONAL_SAVINGS' },
    declaration: { accepted: true, signatoryName: 'Chan Tai Man', signedOn: hkDaysAgo(0) },
  };
}

/** Complete answers of the Hong Kong-applicant form: one director holding every share. */
export function hkAnswers(): Record<string, unknown> {
  return {
    applicant: { homePhone: '', mobile: '+852 9123 4567', email: 'wong@example.com', address: '12 Nathan Road, Kowloon' },
    company: { newCompanyName: 'Kowloon Tech Limited', shareCapitalMinor: 1_000_000, natureOfBusiness: 'IT_SOFTWARE' },
    officers: [
      { type: 'INDIVIDUAL', name: 'Wong Ka Yan', positions: ['DIRECTOR', 'SHAREHOLDER'], nationality: 'HK', idNumber: 'A1234563', shareholdingBp: 10_000 },
    ],
    declaration: { accepted: true, signatoryName: 'Wong Ka Yan', signedOn: hkDaysAgo(0) },
  };
}

/** Small real files of each type, checked by content on the server. */
export interface DocumentFiles {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  /** A minimal PDF whose body holds `secret` as plain text. */
  pdf: (secret?: string) => Buffer;
}

/** Makes the image fixtures (sharp) and the PDF factory. */
export async function documentFiles(): Promise<DocumentFiles> {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } });
  return {
    png: await image.clone().png().toBuffer(),
    jpeg: await image.clone().jpeg().toBuffer(),
    webp: await image.clone().webp().toBuffer(),
    pdf: (secret = 'statement') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${secret}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  };
}

/** A file part under fileDatas. */
export const part = (filename: string, content: Buffer, contentType = 'application/pdf'): TestFile => ({ field: 'fileDatas', filename, contentType, content });

/** Requests of one signed-in member from one address (uploads are rate limited per address). */
export function applicantClient(app: FastifyInstance, cookie: string, ip: string, headers: Record<string, string> = {}) {
  const send = clientOf(app, ip, cookie);
  const withHeaders = { headers };
  return {
    send,
    save: (body: { kind: ApplicationKind; data: Record<string, unknown>; id?: string; version?: number }) =>
      send({ url: '/api/v1/applications/draft', json: body, ...withHeaders }),
    submit: (id: string, version: number) => send({ url: '/api/v1/applications/submit', json: { id, version }, ...withHeaders }),
    detail: (id: string) => send({ url: `/api/v1/applications/${id}`, ...withHeaders }),
    upload: (applicationId: string, slot: string, files: TestFile[], issueDate?: string) =>
      send({
        url: '/api/v1/applications/documents/upload',
        multipart: { fields: { applicationId, slot, ...(issueDate ? { issueDate } : {}) }, files },
        ...withHeaders,
      }),
  };
}

/** The application an answer carries (throws with the body when it is not a 200). */
export function applicationOf(res: LightMyRequestResponse): ApplicationView {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ApplicationView>(res).data;
}
