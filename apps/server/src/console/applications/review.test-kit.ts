import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ApplicationKind, APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import type { ApplicationStatus } from '@sme/shared/application-status';
import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../../modules/applications/application-transitions';
import { applicationDocuments, applications } from '../../modules/applications/applications.tables';
import { createMember, updateMember } from '../../modules/members/members.service';
import { createSession } from '../../modules/members/sessions.service';
import { files } from '../../modules/system/system.tables';

/** Applications for back-office tests: stored straight in the tables with answers the kind's full schema accepts. */

/** A Hong Kong applicant's complete answers: one director who holds every share, and a corporate-free officer list. */
export function hkApplicantAnswers(): Record<string, unknown> {
  return {
    applicant: { homePhone: '', mobile: '+852 9123 4567', email: 'chan@example.hk', address: 'Flat 1, 2 Queen’s Road, Central' },
    company: { newCompanyName: 'Harbour Trading Limited', shareCapitalMinor: 1_000_000, natureOfBusiness: 'TRADING' },
    officers: [
      { type: 'INDIVIDUAL', name: 'Chan Tai Man', positions: ['SHAREHOLDER', 'DIRECTOR'], nationality: 'HK', idNumber: 'A1234567', shareholdingBp: 10_000 },
    ],
    declaration: { accepted: true, signatoryName: 'Chan Tai Man', signedOn: '2026-01-05' },
  };
}

/** A Mainland applicant's complete answers: two officers (a director and a shareholder), passport and representative's ID numbers. */
export function cnApplicantAnswers(): Record<string, unknown> {
  return {
    applicant: {
      englishFirstName: 'Wei',
      englishMiddleName: '',
      englishLastName: 'Zhang',
      chineseFullName: '张伟',
      dateOfBirth: '1985-04-02',
      placeOfBirth: 'Shenzhen',
      passportNumber: 'E12345678',
      mainlandAddress: '1 Shennan Road, Futian, Shenzhen',
      contactNumber: '+86 138 0013 8000',
      email: 'zhang@example.cn',
    },
    company: {
      proposedEnglishName: 'Pearl River Holdings Limited',
      proposedChineseName: '珠江控股有限公司',
      natureOfBusiness: 'TRADING',
      registeredOfficeAddress: 'Room 5, 8 Des Voeux Road, Central',
      operatingAddress: '',
      operatingAddressNotApplicable: true,
    },
    officerCounts: { shareholderCount: 1, directorCount: 1 },
    officers: [
      { type: 'INDIVIDUAL', name: 'Zhang Wei', positions: ['DIRECTOR'], nationality: 'CN', idNumber: 'G98765432', shareholdingBp: 0 },
      { type: 'INDIVIDUAL', name: 'Li Na', positions: ['SHAREHOLDER'], nationality: 'CN', idNumber: 'H11223344', shareholdingBp: 10_000 },
    ],
    secretary: { notApplicable: true, name: '', contact: '' },
    representative: { name: 'Li Na', idNumber: 'R7654321', contact: '+86 139 0000 0000' },
    capital: { estimatedInvestmentMinor: 50_000_000, sourceOfFunds: 'SAVINGS' },
    declaration: { accepted: true, signatoryName: 'Zhang Wei', signedOn: '2026-01-05' },
  };
}

const ANSWERS: Record<ApplicationKind, () => Record<string, unknown>> = {
  HK_COMPANY_HK_APPLICANT: hkApplicantAnswers,
  HK_COMPANY_CN_APPLICANT: cnApplicantAnswers,
};

/** A member who applies (named, with an email) and their session cookie. */
export async function insertApplicant(
  app: FastifyInstance,
  name: { fullName?: string; email?: string } = {},
): Promise<{ memberId: string; email: string; cookie: string }> {
  const email = name.email ?? `applicant-${randomBytes(5).toString('hex')}@example.com`;
  const member = await createMember(app.db, { email, locale: 'en_US' });
  if (!member) throw new Error('member not created');
  if (name.fullName) await updateMember(app.db, member.id, { fullName: name.fullName });
  const { token } = await createSession(app.db, member.id, { method: 'REGISTER' });
  return { memberId: member.id, email, cookie: `token=${token}` };
}

/** What an inserted application looks like; the rest follows from the status (as the engine would have set it). */
export interface ApplicationSeed {
  memberId: string;
  kind?: ApplicationKind;
  status?: ApplicationStatus;
  submittedAt?: Date;
  /** Defaults to submittedAt while it waits for a reviewer (SUBMITTED), null otherwise. */
  waitingSince?: Date | null;
  reference?: string;
  reviewerId?: string | null;
}

let sequence = 0;

/** An application row of a kind in a status, with complete answers checked by the kind's full schema. */
export async function insertApplication(app: FastifyInstance, seed: ApplicationSeed): Promise<ApplicationRow> {
  const kind = seed.kind ?? 'HK_COMPANY_HK_APPLICANT';
  const status = seed.status ?? 'SUBMITTED';
  const data = APPLICATION_FORMS[kind].full.parse(ANSWERS[kind]());
  const submittedAt = status === 'DRAFT' ? null : (seed.submittedAt ?? new Date());
  const closed = status === 'APPROVED' || status === 'REJECTED' || status === 'WITHDRAWN';
  const waitingSince = seed.waitingSince !== undefined ? seed.waitingSince : status === 'SUBMITTED' ? submittedAt : null;
  const [row] = await app.db
    .insert(applications)
    .values({
      memberId: seed.memberId,
      kind,
      reference: seed.reference ?? `APP-HK-2026-${String(++sequence).padStart(4, '0')}${randomBytes(2).toString('hex')}`,
      status,
      data,
      title: kind === 'HK_COMPANY_HK_APPLICANT' ? 'Harbour Trading Limited' : 'Pearl River Holdings Limited',
      submittedAt,
      waitingSince,
      reviewerId: seed.reviewerId ?? null,
      closedAt: closed ? new Date() : null,
      updatedAt: submittedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('application not stored');
  return row;
}

/** A document of an application: the bytes stored (encrypted) through the app's storage, a files row and the document row. */
export async function insertDocument(
  app: FastifyInstance,
  application: Pick<ApplicationRow, 'id' | 'memberId'>,
  doc: { slot: string; name: string; mime: string; bytes: Buffer; issueDate?: string | null },
): Promise<{ id: string }> {
  const fileId = randomUUID();
  const sha256 = createHash('sha256').update(doc.bytes).digest('hex');
  await app.storage.put(fileId, doc.bytes);
  await app.db.insert(files).values({
    id: fileId,
    originalName: doc.name,
    mime: doc.mime,
    size: doc.bytes.length,
    sha256,
    storageKey: fileId,
    ownerMemberId: application.memberId,
    claimedAt: new Date(),
  });
  const [row] = await app.db
    .insert(applicationDocuments)
    .values({
      applicationId: application.id,
      slot: doc.slot,
      fileId,
      name: doc.name,
      mime: doc.mime,
      size: doc.bytes.length,
      sha256,
      issueDate: doc.issueDate ?? null,
    })
    .returning({ id: applicationDocuments.id });
  if (!row) throw new Error('document not stored');
  return row;
}

/** The smallest valid PNG (1×1, transparent): a real image for preview tests. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
