import type { ApplicationStatus } from '@sme/shared/application-status';
import { Codes } from '@sme/shared/codes';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { jobs } from '../../jobs/jobs.tables';
import { APPLICATION_DOCUMENT_RETENTION_JOB } from '../../modules/applications/application-retention';
import { transitionApplication } from '../../modules/applications/application-transitions';
import { applicationEvents, applications } from '../../modules/applications/applications.tables';
import { clientOf } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { contentDisposition } from './review-document';
import { TINY_PNG, insertApplicant, insertApplication, insertDocument } from './review.test-kit';

/** A reviewer's decisions, internal notes and document downloads: the state machine, races, audit entries and the applicant's mails. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

const RETENTION_DAYS = 30;
const BASE = '/api/v1/console/applications';
let app: FastifyInstance;
let admin: Send;
let reviewer: Send;
let second: Send;
let reviewerId = '';
let adminId = '';
let clients = 0;
const nextIp = () => `10.75.0.${++clients}`;

beforeAll(async () => {
  app = await createTestApp({ applicationDocumentRetentionDays: RETENTION_DAYS });
  const adminStaff = await signedInStaff(app, { roles: ['ADMIN'] });
  const reviewerStaff = await signedInStaff(app, { roles: ['REVIEWER'] });
  adminId = adminStaff.memberId;
  reviewerId = reviewerStaff.memberId;
  admin = clientOf(app, nextIp(), adminStaff.cookie);
  reviewer = clientOf(app, nextIp(), reviewerStaff.cookie);
  second = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['REVIEWER'] })).cookie);
});

afterAll(async () => {
  await app?.close();
});

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}

const statusAndCode = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];
const rowOf = async (id: string) => (await app.db.select().from(applications).where(eq(applications.id, id)))[0];
const eventsOf = (id: string) => app.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
const auditsOf = async (action: string, targetId: string) => (await listAudit(app.db, { action, targetId, page: 1, size: 20 })).list;
const mailsTo = (email: string) => listOutbox(app.db, { to: email, limit: 20 });

const ACTIONS = {
  startReview: (id: string) => ({ method: 'POST' as const, url: `${BASE}/startReview`, json: { id } }),
  requestInfo: (id: string) => ({
    method: 'POST' as const,
    url: `${BASE}/requestInfo`,
    json: { id, message: 'Please send a newer proof of address.', reopen: ['document:ADDRESS_PROOF'] },
  }),
  approve: (id: string) => ({ method: 'POST' as const, url: `${BASE}/approve`, json: { id, message: 'Welcome aboard.' } }),
  reject: (id: string) => ({ method: 'POST' as const, url: `${BASE}/reject`, json: { id, reason: 'The proposed name is already registered.' } }),
};
type Action = keyof typeof ACTIONS;

/** Where each decision may be taken from (the reviewer's steps of the state machine). */
const ALLOWED_FROM: Record<Action, ApplicationStatus> = { startReview: 'SUBMITTED', requestInfo: 'IN_REVIEW', approve: 'IN_REVIEW', reject: 'IN_REVIEW' };

describe('console.application decisions', () => {
  it('walks an application through start review, a request for information, resubmission and approval: an event, an audit entry and a mail at each step', async () => {
    const applicant = await insertApplicant(app, { fullName: 'Chan Tai Man' });
    const application = await insertApplication(app, { memberId: applicant.memberId });

    const taken = dataOf<ConsoleApplicationView>(await reviewer(ACTIONS.startReview(application.id)));
    expect(taken).toMatchObject({ status: 'IN_REVIEW', overdue: false });
    expect(taken.reviewerName).not.toBeNull();
    expect(await rowOf(application.id)).toMatchObject({ status: 'IN_REVIEW', reviewerId, waitingSince: null });

    const asked = dataOf<ConsoleApplicationView>(
      await reviewer({
        method: 'POST',
        url: `${BASE}/requestInfo`,
        json: {
          id: application.id,
          message: 'Please send a newer proof of address.',
          reopen: ['document:ADDRESS_PROOF', 'applicant.address', 'officers', 'applicant.address'],
        },
      }),
    );
    expect(asked).toMatchObject({ status: 'MORE_INFO_REQUIRED', reopened: ['document:ADDRESS_PROOF', 'applicant.address', 'officers'] });
    expect(asked.events.at(-1)).toMatchObject({
      fromStatus: 'IN_REVIEW',
      toStatus: 'MORE_INFO_REQUIRED',
      actor: 'REVIEWER',
      message: 'Please send a newer proof of address.',
      internal: false,
    });
    const [askedMail] = await mailsTo(applicant.email);
    expect(askedMail?.text).toContain(application.reference);
    expect(askedMail?.text).toContain('Please send a newer proof of address.');

    // The applicant answers (the member side's resubmission), and the application is back with a reviewer.
    const row = await rowOf(application.id);
    if (!row) throw new Error('row gone');
    await app.db.transaction((tx) => transitionApplication(tx, row, { to: 'IN_REVIEW', actor: 'APPLICANT', actorId: applicant.memberId, now: new Date() }));

    const approved = dataOf<ConsoleApplicationView>(await reviewer(ACTIONS.approve(application.id)));
    expect(approved.status).toBe('APPROVED');
    expect(approved.events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['SUBMITTED', 'IN_REVIEW', 'REVIEWER'],
      ['IN_REVIEW', 'MORE_INFO_REQUIRED', 'REVIEWER'],
      ['MORE_INFO_REQUIRED', 'IN_REVIEW', 'APPLICANT'],
      ['IN_REVIEW', 'APPROVED', 'REVIEWER'],
    ]);
    expect(approved.events.map((e) => e.actorName)).toEqual([taken.reviewerName, taken.reviewerName, 'Chan Tai Man', taken.reviewerName]);
    expect((await rowOf(application.id))?.closedAt).not.toBeNull();
    expect((await mailsTo(applicant.email))[0]?.text).toContain('Welcome aboard.');
    expect(await mailsTo(applicant.email)).toHaveLength(3);

    for (const action of ['console.application.startReview', 'console.application.requestInfo', 'console.application.approve']) {
      expect([action, await auditsOf(action, application.id)]).toMatchObject([action, [{ actorId: reviewerId, targetType: 'application', merchantId: null }]]);
    }
    expect((await auditsOf('console.application.requestInfo', application.id))[0]?.detail).toMatchObject({
      reference: application.reference,
      fromStatus: 'IN_REVIEW',
      toStatus: 'MORE_INFO_REQUIRED',
      reopened: ['document:ADDRESS_PROOF', 'applicant.address', 'officers'],
    });
  });

  it('rejects with the reason, mails it, and schedules the deletion of the documents after the retention period', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW', reviewerId });
    const rejected = dataOf<ConsoleApplicationView>(await reviewer(ACTIONS.reject(application.id)));
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.events.at(-1)).toMatchObject({ toStatus: 'REJECTED', message: 'The proposed name is already registered.' });
    expect((await mailsTo(applicant.email))[0]?.text).toContain('The proposed name is already registered.');
    expect((await auditsOf('console.application.reject', application.id))[0]?.detail).toMatchObject({ message: 'The proposed name is already registered.' });
    const closedAt = (await rowOf(application.id))?.closedAt;
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, APPLICATION_DOCUMENT_RETENTION_JOB), eq(jobs.payload, { applicationId: application.id })));
    expect(job?.runAt.getTime()).toBe((closedAt?.getTime() ?? 0) + RETENTION_DAYS * 86_400_000);
  });

  it('answers 3002 and changes nothing for every decision the state machine does not allow from each status', async () => {
    const applicant = await insertApplicant(app);
    const statuses: ApplicationStatus[] = ['SUBMITTED', 'IN_REVIEW', 'MORE_INFO_REQUIRED', 'APPROVED', 'REJECTED', 'WITHDRAWN'];
    for (const status of statuses) {
      for (const action of Object.keys(ACTIONS) as Action[]) {
        if (ALLOWED_FROM[action] === status) continue;
        const application = await insertApplication(app, { memberId: applicant.memberId, status });
        const before = await rowOf(application.id);
        const res = await reviewer(ACTIONS[action](application.id));
        expect([status, action, ...statusAndCode(res)]).toEqual([status, action, 409, Codes.APPLICATION_STATE.code]);
        expect(await rowOf(application.id)).toEqual(before);
        expect(await eventsOf(application.id)).toEqual([]);
        expect(await auditsOf(`console.application.${action}`, application.id)).toEqual([]);
      }
    }
    expect(await mailsTo(applicant.email)).toEqual([]);
  });

  it('refuses to reopen what the kind does not have (400 naming reopen) and changes nothing', async () => {
    const applicant = await insertApplicant(app);
    // PASSPORT_COPY is a slot of the Mainland form, not of the Hong Kong one.
    const application = await insertApplication(app, { memberId: applicant.memberId, kind: 'HK_COMPANY_HK_APPLICANT', status: 'IN_REVIEW' });
    for (const reopen of [['document:PASSPORT_COPY'], ['applicant.address', 'applicant.nope'], ['officers.0.idNumber'], []]) {
      const res = await reviewer({ method: 'POST', url: `${BASE}/requestInfo`, json: { id: application.id, message: 'More please', reopen } });
      expect([reopen, ...statusAndCode(res)]).toEqual([reopen, 400, Codes.BAD_REQUEST.code]);
      expect(envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field).toBe('reopen');
    }
    expect(await rowOf(application.id)).toMatchObject({ status: 'IN_REVIEW', reopened: [] });
    expect(await eventsOf(application.id)).toEqual([]);
  });

  it('lets exactly one of two reviewers deciding at once win; the other hears 3002 and nothing of theirs is kept', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW' });
    const answers = await Promise.all([reviewer(ACTIONS.approve(application.id)), second(ACTIONS.reject(application.id))]);
    const codes = answers.map(statusAndCode);
    expect(codes).toEqual(
      expect.arrayContaining([
        [200, 200],
        [409, Codes.APPLICATION_STATE.code],
      ]),
    );
    const won = codes[0]?.[0] === 200 ? 'APPROVED' : 'REJECTED';
    expect((await rowOf(application.id))?.status).toBe(won);
    expect((await eventsOf(application.id)).map((e) => e.toStatus)).toEqual([won]);
    const audits = [...(await auditsOf('console.application.approve', application.id)), ...(await auditsOf('console.application.reject', application.id))];
    expect(audits).toHaveLength(1);
    expect(await mailsTo(applicant.email)).toHaveLength(1);

    const submitted = await insertApplication(app, { memberId: applicant.memberId, status: 'SUBMITTED' });
    const starts = await Promise.all([reviewer(ACTIONS.startReview(submitted.id)), second(ACTIONS.startReview(submitted.id))]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(submitted.id)).toHaveLength(1);
  });

  it('takes internal notes from admins and reviewers: in the history with the author’s name, never a status change, audited', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'APPROVED' });
    const before = await rowOf(application.id);
    dataOf(await admin({ method: 'POST', url: `${BASE}/note`, json: { id: application.id, text: 'Called the applicant: <b>all fine</b>.' } }));
    const view = dataOf<ConsoleApplicationView>(
      await reviewer({ method: 'POST', url: `${BASE}/note`, json: { id: application.id, text: 'Checked the register.' } }),
    );
    expect(view.events.map((e) => [e.message, e.internal, e.toStatus, e.fromStatus, e.actor])).toEqual([
      ['Called the applicant: <b>all fine</b>.', true, null, null, 'REVIEWER'],
      ['Checked the register.', true, null, null, 'REVIEWER'],
    ]);
    expect(view.events.every((e) => e.actorName)).toBe(true);
    expect(await rowOf(application.id)).toEqual(before);
    expect((await auditsOf('console.application.note', application.id)).map((a) => a.actorId).sort()).toEqual([adminId, reviewerId].sort());
    expect(await mailsTo(applicant.email)).toEqual([]);
    const empty = await reviewer({ method: 'POST', url: `${BASE}/note`, json: { id: application.id, text: '   ' } });
    expect(statusAndCode(empty)).toEqual([400, Codes.BAD_REQUEST.code]);
    const unknown = await reviewer({ method: 'POST', url: `${BASE}/note`, json: { id: '00000000-0000-4000-8000-000000000000', text: 'x' } });
    expect(statusAndCode(unknown)).toEqual([404, 404]);
  });
});

describe('console.application.document', () => {
  it('streams a document to a reviewer inline, never sniffed or cached, and audits every download', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW' });
    const document = await insertDocument(app, application, {
      slot: 'ADDRESS_PROOF',
      name: '住址證明.png',
      mime: 'image/png',
      bytes: TINY_PNG,
      issueDate: '2026-01-02',
    });
    for (let i = 0; i < 2; i++) {
      const res = await reviewer({ method: 'GET', url: `${BASE}/${application.id}/documents/${document.id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(`inline; filename="____.png"; filename*=UTF-8''${encodeURIComponent('住址證明.png')}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const audits = await auditsOf('console.application.document', application.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: reviewerId, detail: { documentId: document.id, slot: 'ADDRESS_PROOF', reference: application.reference } });
  });

  it('offers images and PDF inline for the preview and anything else as an attachment, with a header-safe name', () => {
    expect(contentDisposition('application/pdf', 'plan "v2".pdf')).toBe(`inline; filename="plan _v2_.pdf"; filename*=UTF-8''plan%20%22v2%22.pdf`);
    expect(contentDisposition('image/jpeg', 'id.jpg')).toMatch(/^inline; /);
    expect(contentDisposition('text/html', 'page.html')).toMatch(/^attachment; /);
    expect(contentDisposition('image/svg+xml', 'logo.svg')).toMatch(/^attachment; /);
  });

  it('answers 404 for a document of another application or of a draft, and audits nothing', async () => {
    const applicant = await insertApplicant(app);
    const application = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW' });
    const other = await insertApplication(app, { memberId: applicant.memberId, status: 'IN_REVIEW' });
    const draft = await insertApplication(app, { memberId: applicant.memberId, status: 'DRAFT' });
    const document = await insertDocument(app, other, { slot: 'HKID_COPY', name: 'id.png', mime: 'image/png', bytes: TINY_PNG });
    const drafted = await insertDocument(app, draft, { slot: 'HKID_COPY', name: 'id.png', mime: 'image/png', bytes: TINY_PNG });
    for (const url of [`${BASE}/${application.id}/documents/${document.id}`, `${BASE}/${draft.id}/documents/${drafted.id}`]) {
      expect([url, ...statusAndCode(await reviewer({ method: 'GET', url }))]).toEqual([url, 404, 404]);
    }
    for (const id of [application.id, draft.id]) expect(await auditsOf('console.application.document', id)).toEqual([]);
  });
});
