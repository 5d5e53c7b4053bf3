import { Codes } from '@sme/shared/codes';
import type { ConsoleApplicationListView, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { totpCode } from '../staff/totp';
import { TINY_PNG, insertApplicant, insertApplication, insertDocument } from './review.test-kit';

/** Back-office review of applications: who may open it, what each sees, and the queue's order and filters. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let reviewer: Send;
let clients = 0;
const nextIp = () => `10.74.0.${++clients}`;
const HOUR = 60 * 60 * 1000;
const BASE = '/api/v1/console/applications';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await createTestApp();
  admin = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['ADMIN'] })).cookie);
  reviewer = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['REVIEWER'] })).cookie);
});

afterAll(async () => {
  await app?.close();
});

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}

const list = async (query: Record<string, string> = {}) =>
  dataOf<ConsoleApplicationListView>(await admin({ method: 'GET', url: `${BASE}/list`, query: { size: '100', ...query } })).list;
const idsOf = async (query: Record<string, string>) => (await list(query)).map((r) => r.id);
const statusAndCode = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];

describe('console applications: access', () => {
  it('answers only admins and reviewers: a merchant’s staff 403, a member 403, no second factor 403', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW' });
    const staff = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId: await insertMerchant(app.db) })).cookie);
    const member = clientOf(app, nextIp(), (await signedInMember(app)).cookie);
    const noTotp = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['REVIEWER'], totp: false })).cookie);
    const requests: SignedRequest[] = [
      { method: 'GET', url: `${BASE}/list` },
      { method: 'GET', url: `${BASE}/detail/${application.id}` },
      { method: 'GET', url: `${BASE}/${application.id}/documents/${UNKNOWN}` },
      { method: 'POST', url: `${BASE}/startReview`, json: { id: application.id } },
      { method: 'POST', url: `${BASE}/requestInfo`, json: { id: application.id, message: 'More', reopen: ['applicant.address'] } },
      { method: 'POST', url: `${BASE}/approve`, json: { id: application.id } },
      { method: 'POST', url: `${BASE}/reject`, json: { id: application.id, reason: 'No' } },
      { method: 'POST', url: `${BASE}/note`, json: { id: application.id, text: 'Note' } },
    ];
    for (const req of requests) {
      for (const send of [staff, member, noTotp]) expect([req.url, ...statusAndCode(await send(req))]).toEqual([req.url, 403, Codes.FORBIDDEN_ROLE.code]);
    }
    expect(statusAndCode(await clientOf(app, nextIp())({ method: 'GET', url: `${BASE}/list` }))[0]).toBe(401);
  });

  it('lets a reviewer sign into the console and enrol the second factor, then open the applications and nothing else', async () => {
    const fresh = await signedInStaff(app, { roles: ['REVIEWER'], totp: false });
    const send = clientOf(app, nextIp(), fresh.cookie);
    const me = dataOf<{ roles: string[]; isAdmin: boolean; merchantId: string | null; secondFactorPassed: boolean }>(
      await send({ method: 'GET', url: '/api/v1/console/me' }),
    );
    expect(me).toMatchObject({ isAdmin: false, merchantId: null, secondFactorPassed: false });
    expect(me.roles).toContain('REVIEWER');
    // The queue waits for the second factor.
    expect(statusAndCode(await send({ method: 'GET', url: `${BASE}/list` }))).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    const { secret } = dataOf<{ secret: string }>(await send({ method: 'POST', url: '/api/v1/console/mfa/enrol', json: {} }));
    expect(dataOf(await send({ method: 'POST', url: '/api/v1/console/mfa/verify', json: { code: totpCode(secret) } }))).toEqual({ verified: true });
    expect((await send({ method: 'GET', url: `${BASE}/list` })).statusCode).toBe(200);
    for (const url of ['/api/v1/console/order/list', '/api/v1/console/feedback/list', '/api/v1/console/staff/list', '/api/v1/console/member/list']) {
      expect([url, ...statusAndCode(await send({ method: 'GET', url }))]).toEqual([url, 403, Codes.FORBIDDEN_ROLE.code]);
    }
  });

  it('shows an admin identity numbers masked and no documents, and refuses their decisions and downloads (403 5403)', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, kind: 'HK_COMPANY_CN_APPLICANT', status: 'SUBMITTED' });
    const document = await insertDocument(app, application, { slot: 'PASSPORT_COPY', name: 'passport.png', mime: 'image/png', bytes: TINY_PNG });
    const view = dataOf<ConsoleApplicationView>(await admin({ method: 'GET', url: `${BASE}/detail/${application.id}` }));
    expect(view).toMatchObject({ personalDataVisible: false, canDecide: false, documents: [], applicantEmail: applicant.email });
    const data = view.data as { applicant: Record<string, string>; representative: Record<string, string>; officers: Array<Record<string, string>> };
    expect(data.applicant.passportNumber).toBe('E1*****78');
    expect(data.representative.idNumber).toBe('R7****21');
    expect(data.officers.map((o) => o.idNumber)).toEqual(['G9*****32', 'H1*****44']);
    // Everything else is there as answered.
    expect(data.applicant.chineseFullName).toBe('张伟');
    expect(data.officers.map((o) => o.name)).toEqual(['Zhang Wei', 'Li Na']);
    for (const req of [
      { method: 'POST' as const, url: `${BASE}/startReview`, json: { id: application.id } },
      { method: 'GET' as const, url: `${BASE}/${application.id}/documents/${document.id}` },
    ]) {
      expect([req.url, ...statusAndCode(await admin(req))]).toEqual([req.url, 403, Codes.FORBIDDEN_ROLE.code]);
    }
    const after = dataOf<ConsoleApplicationView>(await reviewer({ method: 'GET', url: `${BASE}/detail/${application.id}` }));
    expect(after.status).toBe('SUBMITTED');
    expect(after.events).toEqual([]);
  });

  it('shows a reviewer identity numbers in full and the documents', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, kind: 'HK_COMPANY_CN_APPLICANT', status: 'IN_REVIEW' });
    await insertDocument(app, application, { slot: 'PASSPORT_COPY', name: 'passport.png', mime: 'image/png', bytes: TINY_PNG, issueDate: '2026-01-02' });
    const view = dataOf<ConsoleApplicationView>(await reviewer({ method: 'GET', url: `${BASE}/detail/${application.id}` }));
    expect(view).toMatchObject({ personalDataVisible: true, canDecide: true, status: 'IN_REVIEW', reference: application.reference });
    const data = view.data as { applicant: Record<string, string>; representative: Record<string, string>; officers: Array<Record<string, string>> };
    expect(data.applicant.passportNumber).toBe('E12345678');
    expect(data.representative.idNumber).toBe('R7654321');
    expect(data.officers.map((o) => o.idNumber)).toEqual(['G98765432', 'H11223344']);
    expect(view.documents).toMatchObject([{ slot: 'PASSPORT_COPY', name: 'passport.png', mime: 'image/png', size: TINY_PNG.length, issueDate: '2026-01-02' }]);
  });

  it('keeps drafts out of the back office: not listed, their detail 404 like an unknown id', async () => {
    const applicant = await insertApplicant(app);
    const draft = await insertApplication(app, { memberId: applicant.memberId, status: 'DRAFT' });
    expect(await idsOf({})).not.toContain(draft.id);
    expect(await idsOf({ status: 'DRAFT' })).toEqual([]);
    for (const id of [draft.id, UNKNOWN]) expect(statusAndCode(await reviewer({ method: 'GET', url: `${BASE}/detail/${id}` }))).toEqual([404, 404]);
  });
});

describe('console.application.list', () => {
  it('puts open applications first, the longest waiting on top, marks those past the reply time, and masks the applicant', async () => {
    const applicant = await insertApplicant(app, { fullName: 'Ho Ka Yan', email: 'kayan@example.hk' });
    const now = Date.now();
    const longest = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date('2025-12-01T01:00:00Z') });
    const late = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date(now - 25 * HOUR) });
    const fresh = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date(now - HOUR) });
    const held = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW', submittedAt: new Date('2025-11-01T01:00:00Z') });
    const closed = await insertApplication(app, { memberId: applicant.memberId, status: 'APPROVED', submittedAt: new Date('2025-10-01T01:00:00Z') });
    const rows = await list();
    const at = (id: string) => rows.findIndex((r) => r.id === id);
    expect(at(longest.id)).toBe(0);
    expect(at(longest.id)).toBeLessThan(at(late.id));
    expect(at(late.id)).toBeLessThan(at(fresh.id));
    expect(at(fresh.id)).toBeLessThan(at(held.id));
    expect(at(held.id)).toBeLessThan(at(closed.id));
    const row = (id: string) => rows[at(id)];
    expect([row(longest.id)?.overdue, row(late.id)?.overdue, row(fresh.id)?.overdue, row(held.id)?.overdue]).toEqual([true, true, false, false]);
    expect(row(late.id)).toMatchObject({ applicantName: 'Ho Ka Yan', applicantEmail: 'k***@example.hk', status: 'SUBMITTED' });
  });

  it('filters by kind', async () => {
    const applicant = await insertApplicant(app);
    const cn = await insertApplication(app, { memberId: applicant.memberId, kind: 'HK_COMPANY_CN_APPLICANT' });
    const hk = await insertApplication(app, { memberId: applicant.memberId, kind: 'HK_COMPANY_HK_APPLICANT' });
    const rows = await list({ kind: 'HK_COMPANY_CN_APPLICANT' });
    expect(rows.every((r) => r.kind === 'HK_COMPANY_CN_APPLICANT')).toBe(true);
    expect(rows.map((r) => r.id)).toContain(cn.id);
    expect(rows.map((r) => r.id)).not.toContain(hk.id);
  });

  it('filters by status', async () => {
    const applicant = await insertApplicant(app);
    const rejected = await insertApplication(app, { memberId: applicant.memberId, status: 'REJECTED' });
    const submitted = await insertApplication(app, { memberId: applicant.memberId, status: 'SUBMITTED' });
    const rows = await list({ status: 'REJECTED' });
    expect(rows.every((r) => r.status === 'REJECTED')).toBe(true);
    expect(rows.map((r) => r.id)).toContain(rejected.id);
    expect(rows.map((r) => r.id)).not.toContain(submitted.id);
  });

  it('filters by the Hong Kong day of submission, both ends included', async () => {
    const applicant = await insertApplicant(app);
    // 17:30 UTC on the 9th is 01:30 on the 10th in Hong Kong.
    const early = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date('2026-01-09T17:30:00Z') });
    const day = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date('2026-01-11T15:59:00Z') });
    const before = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date('2026-01-09T15:59:00Z') });
    const after = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date('2026-01-11T16:00:00Z') });
    const ids = await idsOf({ from: '2026-01-10', to: '2026-01-11' });
    expect(ids).toEqual(expect.arrayContaining([early.id, day.id]));
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(after.id);
    const refused = await admin({ method: 'GET', url: `${BASE}/list`, query: { from: '2026-01-11', to: '2026-01-10' } });
    expect(statusAndCode(refused)).toEqual([400, Codes.BAD_REQUEST.code]);
  });

  it('filters by part of the reference, in any case', async () => {
    const applicant = await insertApplicant(app);
    const wanted = await insertApplication(app, { memberId: applicant.memberId, reference: 'APP-HK-2026-777001' });
    const other = await insertApplication(app, { memberId: applicant.memberId, reference: 'APP-HK-2026-777101' });
    expect(await idsOf({ reference: 'app-hk-2026-777001' })).toEqual([wanted.id]);
    expect(await idsOf({ reference: '7770' })).toEqual([wanted.id]);
    expect(await idsOf({ reference: '777' })).toEqual(expect.arrayContaining([wanted.id, other.id]));
    expect(await idsOf({ reference: '%' })).toEqual([]);
  });

  it('filters by part of the applicant’s name or email', async () => {
    const wanted = await insertApplicant(app, { fullName: 'Chan Siu Ming', email: 'siuming.chan@example.hk' });
    const other = await insertApplicant(app, { fullName: 'Lee Wing', email: 'wing.lee@example.hk' });
    const mine = await insertApplication(app, { memberId: wanted.memberId });
    const theirs = await insertApplication(app, { memberId: other.memberId });
    for (const applicant of ['siu ming', 'SIUMING.CHAN@']) {
      const ids = await idsOf({ applicant });
      expect([applicant, ids]).toEqual([applicant, [mine.id]]);
    }
    expect(await idsOf({ applicant: 'example.hk' })).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await idsOf({ applicant: 'nobody-like-this' })).toEqual([]);
  });

  it('filters those past the reply time, or those not', async () => {
    const applicant = await insertApplicant(app);
    const now = Date.now();
    const late = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date(now - 30 * HOUR) });
    const resubmittedLate = await insertApplication(app, {
      memberId: applicant.memberId,
      status: 'IN_REVIEW',
      submittedAt: new Date(now - 90 * HOUR),
      waitingSince: new Date(now - 26 * HOUR),
    });
    const recent = await insertApplication(app, { memberId: applicant.memberId, submittedAt: new Date(now - 2 * HOUR) });
    const held = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW', submittedAt: new Date(now - 90 * HOUR) });
    const overdue = await list({ overdue: 'true' });
    expect(overdue.every((r) => r.overdue)).toBe(true);
    expect(overdue.map((r) => r.id)).toEqual(expect.arrayContaining([late.id, resubmittedLate.id]));
    const onTime = await idsOf({ overdue: 'false' });
    expect(onTime).toEqual(expect.arrayContaining([recent.id, held.id]));
    expect(onTime).not.toContain(late.id);
    expect(overdue.map((r) => r.id)).not.toContain(recent.id);
  });
});
