import { APPLICATION_ACTORS, APPLICATION_STATUSES, canTransitionApplication } from '@sme/shared/application-status';
import { Codes } from '@sme/shared/codes';
import type { ApplicationListView } from '@sme/shared/schemas/applications';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { signedInMember } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { envelopeOf } from '../../test/signed-inject';
import { findMemberById } from '../members';
import { sendApplicationStatusMail } from './application-mail';
import { type ApplicationRow, type ApplicationStatusChange, transitionApplication } from './application-transitions';
import { applicationDocuments, applicationEvents, applications } from './applications.tables';
import { type DocumentFiles, applicantClient, applicationOf, cnAnswers, documentFiles, hkDaysAgo, part } from './applications.test-kit';

let app: FastifyInstance;
let files: DocumentFiles;
let ips = 0;

beforeAll(async () => {
  app = await createTestApp();
  files = await documentFiles();
});

afterAll(async () => {
  await app?.close();
});

type Fields = Array<{ field: string; rule: string; message: string }>;
const CN = 'HK_COMPANY_CN_APPLICANT' as const;

async function applicant(headers: Record<string, string> = {}) {
  const { cookie, memberId } = await signedInMember(app);
  return { memberId, ...applicantClient(app, cookie, `10.1.0.${++ips}`, headers) };
}
type Applicant = Awaited<ReturnType<typeof applicant>>;

/** A Mainland-applicant draft with complete answers and its required documents. */
async function readyDraft(client: Applicant, data = cnAnswers()) {
  const draft = applicationOf(await client.save({ kind: CN, data }));
  applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('passport.pdf', files.pdf())], hkDaysAgo(400)));
  applicationOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('bill.pdf', files.pdf())], hkDaysAgo(20)));
  return applicationOf(await client.upload(draft.id, 'SIGNATURE', [part('signature.png', files.png, 'image/png')]));
}

const rowOf = async (id: string): Promise<ApplicationRow> => {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error(`no application ${id}`);
  return row;
};
const eventCount = async (id: string) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
  )[0]?.n ?? 0;

/** A reviewer's step, as the back office takes it. */
async function review(id: string, reviewerId: string, change: Omit<ApplicationStatusChange, 'actor' | 'actorId' | 'now'>) {
  const row = await rowOf(id);
  return app.db.transaction((tx) => transitionApplication(tx, row, { actor: 'REVIEWER', actorId: reviewerId, now: new Date(), ...change }));
}

async function mailsTo(memberId: string) {
  const email = (await findMemberById(app.db, memberId))?.email ?? '';
  return listOutbox(app.db, { to: email, limit: 20 });
}

/** Every text of the answers replaced by markup that fits its field (codes of fixed lists kept: they are not text). */
function markupEverywhere(value: unknown, key = ''): unknown {
  if (key === 'type' || key === 'positions') return value;
  if (typeof value === 'string') return key === 'nationality' ? '<>' : `<b>"&'</b>`;
  if (Array.isArray(value)) return value.map((v) => markupEverywhere(v, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markupEverywhere(v, k)]));
  return value;
}

describe('drafts (eform insert and detail)', () => {
  it('creates a draft with a reference from the sequence, saves it by version and resumes it from detail and the list', async () => {
    const client = await applicant();
    const created = applicationOf(await client.save({ kind: CN, data: { applicant: { englishFirstName: 'Tai' } } }));
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, title: null, submittedAt: null, documents: [], events: [] });
    expect(created.reference).toMatch(new RegExp(`^APP-HK-${hkDaysAgo(0).slice(0, 4)}-\\d{6}$`));
    const saved = applicationOf(await client.save({ kind: CN, id: created.id, version: 1, data: cnAnswers() }));
    expect(saved).toMatchObject({ id: created.id, version: 2, title: 'Harbour Trading Limited', data: cnAnswers() });
    const other = applicationOf(await client.save({ kind: CN, data: {} }));
    expect(other.reference).not.toBe(created.reference);
    expect(applicationOf(await client.detail(created.id))).toEqual(saved);
    const list = envelopeOf<ApplicationListView>(await client.send({ url: '/api/v1/applications', query: { page: 1, size: 10 } })).data;
    expect(list.total).toBe(2);
    expect(list.list.map((a) => a.id)).toEqual([other.id, created.id]);
  });

  it('refuses a save or submit from a tab holding an older version (3001) and keeps the newer answers', async () => {
    const client = await applicant();
    const draft = await readyDraft(client);
    const newer = cnAnswers();
    (newer.capital as Record<string, unknown>).estimatedInvestmentMinor = 5_000_000;
    applicationOf(await client.save({ kind: CN, id: draft.id, version: draft.version, data: newer }));
    const stale = await client.save({ kind: CN, id: draft.id, version: draft.version, data: cnAnswers() });
    expect(stale.statusCode).toBe(409);
    expect(envelopeOf(stale).meta.code).toBe(Codes.APPLICATION_STALE.code);
    expect(envelopeOf(await client.submit(draft.id, draft.version)).meta.code).toBe(3001);
    expect(applicationOf(await client.detail(draft.id))).toMatchObject({ status: 'DRAFT', version: draft.version + 1, data: newer });
  });

  it('names the field a draft breaks (400) and saves nothing', async () => {
    const client = await applicant();
    const draft = applicationOf(await client.save({ kind: CN, data: cnAnswers() }));
    const res = await client.save({ kind: CN, id: draft.id, version: 1, data: { ...cnAnswers(), applicant: { email: 'x'.repeat(300) } } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Fields }>(res).data.fields[0]).toMatchObject({ field: 'applicant.email', rule: 'tooLong' });
    expect(applicationOf(await client.detail(draft.id))).toMatchObject({ version: 1, data: cnAnswers() });
  });

  it('stores HTML typed in every text field as text and answers it verbatim', async () => {
    const client = await applicant();
    const data = markupEverywhere(cnAnswers()) as Record<string, unknown>;
    const draft = applicationOf(await client.save({ kind: CN, data }));
    expect(applicationOf(await client.detail(draft.id)).data).toEqual(data);
    expect((await rowOf(draft.id)).data).toEqual(data);
  });
});

describe('submission (eform submit)', () => {
  const submitFields = async (client: Applicant, data: Record<string, unknown>) => {
    const draft = applicationOf(await client.save({ kind: CN, data }));
    const res = await client.submit(draft.id, draft.version);
    expect(res.statusCode).toBe(400);
    expect((await rowOf(draft.id)).status).toBe('DRAFT');
    return envelopeOf<{ fields: Fields }>(res).data.fields.map(({ field, rule }) => ({ field, rule }));
  };

  it('refuses officers without a director, and shareholdings adding up to 99 % or 101 %', async () => {
    const client = await applicant();
    const officers = (bp: [number, number], directorPositions = ['SHAREHOLDER', 'DIRECTOR']) => {
      const data = cnAnswers();
      const [first, second] = data.officers as Array<Record<string, unknown>>;
      data.officers = [
        { ...first, positions: directorPositions, shareholdingBp: bp[0] },
        { ...second, shareholdingBp: bp[1] },
      ];
      data.officerCounts = { shareholderCount: 2, directorCount: directorPositions.includes('DIRECTOR') ? 1 : 0 };
      return data;
    };
    expect(await submitFields(client, officers([6000, 4000], ['SHAREHOLDER']))).toContainEqual({ field: 'officers', rule: 'officersNoDirector' });
    expect(await submitFields(client, officers([6000, 3900]))).toEqual([{ field: 'officers', rule: 'officersShareholdingTotal' }]);
    expect(await submitFields(client, officers([6000, 4100]))).toEqual([{ field: 'officers', rule: 'officersShareholdingTotal' }]);
  });

  it('refuses a nature of business that is not a code of its dictionary, and missing required documents (documents.<SLOT>)', async () => {
    const client = await applicant();
    const data = cnAnswers();
    (data.company as Record<string, unknown>).natureOfBusiness = 'PIRACY';
    expect(await submitFields(client, data)).toEqual([{ field: 'company.natureOfBusiness', rule: 'invalid' }]);
    const draft = applicationOf(await client.save({ kind: CN, data: cnAnswers() }));
    applicationOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('passport.pdf', files.pdf())], hkDaysAgo(30)));
    const res = await client.submit(draft.id, draft.version);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Fields }>(res).data.fields).toEqual([
      { field: 'documents.PROOF_OF_ADDRESS', rule: 'documentRequired', message: 'documents.PROOF_OF_ADDRESS: Please upload this document.' },
      { field: 'documents.SIGNATURE', rule: 'documentRequired', message: 'documents.SIGNATURE: Please upload this document.' },
    ]);
  });

  it('refuses a proof of address that is 4 months old at submission (3003 naming it), though it was recent at upload', async () => {
    const client = await applicant({ 'accept-language': 'zh-CN' });
    const draft = await readyDraft(client);
    await app.db
      .update(applicationDocuments)
      .set({ issueDate: hkDaysAgo(122) })
      .where(eq(applicationDocuments.slot, 'PROOF_OF_ADDRESS'));
    const res = await client.submit(draft.id, draft.version);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).meta.code).toBe(Codes.DOCUMENT_TOO_OLD.code);
    expect(envelopeOf(res).meta.message).toMatch(/^地址证明的日期早于 3 个月前，请上传 \d{4}-\d{2}-\d{2} 或之后签发的文件。$/);
    expect((await rowOf(draft.id)).status).toBe('DRAFT');
  });

  it('submits once: a second submit answers the same application, and one confirmation is mailed in the member’s language', async () => {
    const client = await applicant({ 'accept-language': 'zh-CN' });
    const draft = await readyDraft(client);
    const first = applicationOf(await client.submit(draft.id, draft.version));
    expect(first).toMatchObject({ status: 'SUBMITTED', version: draft.version, events: [{ fromStatus: 'DRAFT', toStatus: 'SUBMITTED', actor: 'APPLICANT' }] });
    expect(first.submittedAt).not.toBeNull();
    const second = applicationOf(await client.submit(draft.id, draft.version));
    expect(second).toEqual(first);
    const mails = await mailsTo(client.memberId);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`我们已收到您的申请（${first.reference}）`);
    expect(mails[0]?.text).toContain('24 小时内回复');
    expect(mails[0]?.text).toContain('Harbour Trading Limited');
  });
});

describe('access and status', () => {
  it('answers 404 to another member for the application and its documents, changing nothing', async () => {
    const owner = await applicant();
    const draft = await readyDraft(owner);
    const document = draft.documents[0]?.id ?? '';
    const other = await applicant();
    const answers = await Promise.all([
      other.detail(draft.id),
      other.save({ kind: CN, id: draft.id, version: draft.version, data: {} }),
      other.submit(draft.id, draft.version),
      other.send({ url: '/api/v1/applications/withdraw', json: { id: draft.id } }),
      other.send({ url: '/api/v1/applications/deleteDraft', json: { id: draft.id } }),
      other.upload(draft.id, 'OTHERS', [part('x.pdf', files.pdf())], hkDaysAgo(1)),
      other.send({ url: `/api/v1/applications/${draft.id}/documents/${document}` }),
      other.send({ method: 'POST', url: `/api/v1/applications/${draft.id}/documents/${document}/delete` }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(answers.length).fill(404));
    expect(applicationOf(await owner.detail(draft.id))).toEqual(draft);
  });

  it('answers 3002 to steps the status does not allow, changing nothing', async () => {
    const client = await applicant();
    const { memberId: reviewerId } = await signedInMember(app);
    const draft = await readyDraft(client);
    const withdrawDraft = await client.send({ url: '/api/v1/applications/withdraw', json: { id: draft.id } });
    expect([withdrawDraft.statusCode, envelopeOf(withdrawDraft).meta.code]).toEqual([409, 3002]);
    const submitted = applicationOf(await client.submit(draft.id, draft.version));
    const before = { row: await rowOf(draft.id), events: await eventCount(draft.id) };
    const refused = await Promise.all([
      client.save({ kind: CN, id: draft.id, version: submitted.version, data: cnAnswers() }),
      client.send({ url: '/api/v1/applications/deleteDraft', json: { id: draft.id } }),
      client.upload(draft.id, 'OTHERS', [part('x.pdf', files.pdf())], hkDaysAgo(1)),
      client.send({ method: 'POST', url: `/api/v1/applications/${draft.id}/documents/${submitted.documents[0]?.id}/delete` }),
    ]);
    expect(refused.map((r) => envelopeOf(r).meta.code)).toEqual([3002, 3002, 3002, 3002]);
    await expect(review(draft.id, reviewerId, { to: 'APPROVED' })).rejects.toMatchObject({ code: 3002 });
    await expect(review(draft.id, reviewerId, { to: 'MORE_INFO_REQUIRED' })).rejects.toMatchObject({ code: 3002 });
    expect(await rowOf(draft.id)).toEqual(before.row);
    expect(await eventCount(draft.id)).toBe(before.events);
    expect(applicationOf(await client.detail(draft.id)).documents).toHaveLength(3);
    const withdrawn = applicationOf(await client.send({ url: '/api/v1/applications/withdraw', json: { id: draft.id, reason: 'Changed my plans' } }));
    expect(withdrawn).toMatchObject({ status: 'WITHDRAWN', events: [{ toStatus: 'SUBMITTED' }, { toStatus: 'WITHDRAWN', message: 'Changed my plans' }] });
    expect(envelopeOf(await client.submit(draft.id, withdrawn.version)).meta.code).toBe(3002);
    expect(envelopeOf(await client.send({ url: '/api/v1/applications/withdraw', json: { id: draft.id } })).meta.code).toBe(3002);
  });

  it('refuses every step the state machine does not allow, from each status and for each actor (3002), changing nothing', async () => {
    const { memberId } = await signedInMember(app);
    let refused = 0;
    for (const from of APPLICATION_STATUSES) {
      const [row] = await app.db
        .insert(applications)
        .values({ memberId, kind: CN, reference: `APP-TEST-${from}`, status: from })
        .returning();
      if (!row) throw new Error('not inserted');
      for (const to of APPLICATION_STATUSES) {
        for (const actor of APPLICATION_ACTORS) {
          if (canTransitionApplication(from, to, actor)) continue;
          const step = app.db.transaction((tx) => transitionApplication(tx, row, { to, actor, actorId: memberId, now: new Date(), documentRetentionDays: 30 }));
          await expect(step, `${from} → ${to} by ${actor}`).rejects.toMatchObject({ code: 3002 });
          refused += 1;
        }
      }
      expect(await rowOf(row.id)).toEqual(row);
      expect(await eventCount(row.id)).toBe(0);
    }
    expect(refused).toBe(APPLICATION_STATUSES.length ** 2 * APPLICATION_ACTORS.length - 8);
  });

  it('after a request for more information lets only the reopened fields and documents change, then takes the resubmission', async () => {
    const client = await applicant();
    const { memberId: reviewerId } = await signedInMember(app);
    const draft = await readyDraft(client);
    applicationOf(await client.submit(draft.id, draft.version));
    await review(draft.id, reviewerId, { to: 'IN_REVIEW', set: { reviewerId } });
    const asked = await review(draft.id, reviewerId, {
      to: 'MORE_INFO_REQUIRED',
      message: 'Please upload a bank statement and check the company name.',
      reopened: ['company.proposedEnglishName', 'document:PROOF_OF_ADDRESS'],
    });
    await sendApplicationStatusMail(app.db, app.mailer, asked, {
      toStatus: 'MORE_INFO_REQUIRED',
      message: 'Please upload a bank statement and check the company name.',
    });
    const waiting = applicationOf(await client.detail(draft.id));
    expect(waiting).toMatchObject({ status: 'MORE_INFO_REQUIRED', reopened: ['company.proposedEnglishName', 'document:PROOF_OF_ADDRESS'] });
    expect(waiting.lastMessage).toBe('Please upload a bank statement and check the company name.');

    const outside = cnAnswers();
    (outside.applicant as Record<string, unknown>).email = 'new@example.com';
    const refusedSave = await client.save({ kind: CN, id: draft.id, version: waiting.version, data: outside });
    expect([refusedSave.statusCode, envelopeOf(refusedSave).meta.code]).toEqual([409, 3004]);
    const renamed = cnAnswers();
    (renamed.company as Record<string, unknown>).proposedEnglishName = 'Harbour Holdings Limited';
    const saved = applicationOf(await client.save({ kind: CN, id: draft.id, version: waiting.version, data: renamed }));
    expect(saved.title).toBe('Harbour Holdings Limited');

    const passport = waiting.documents.find((d) => d.slot === 'PASSPORT_COPY')?.id;
    expect(envelopeOf(await client.upload(draft.id, 'PASSPORT_COPY', [part('p.pdf', files.pdf())], hkDaysAgo(5))).meta.code).toBe(3004);
    expect(envelopeOf(await client.send({ method: 'POST', url: `/api/v1/applications/${draft.id}/documents/${passport}/delete` })).meta.code).toBe(3004);
    const replaced = applicationOf(await client.upload(draft.id, 'PROOF_OF_ADDRESS', [part('statement.pdf', files.pdf())], hkDaysAgo(3)));
    expect(replaced.documents.filter((d) => d.slot === 'PROOF_OF_ADDRESS').map((d) => d.name)).toEqual(['statement.pdf']);

    const resubmitted = applicationOf(await client.submit(draft.id, saved.version));
    // The request is answered: it no longer shows as the team's latest message.
    expect(resubmitted).toMatchObject({ status: 'IN_REVIEW', reopened: [], lastMessage: null });
    expect(resubmitted.events.map((e) => `${e.actor}:${e.toStatus}`)).toEqual([
      'APPLICANT:SUBMITTED',
      'REVIEWER:IN_REVIEW',
      'REVIEWER:MORE_INFO_REQUIRED',
      'APPLICANT:IN_REVIEW',
    ]);
    expect((await mailsTo(client.memberId)).map((m) => m.subject)).toEqual([
      `We have received the information for application ${draft.reference}`,
      `More information needed for application ${draft.reference}`,
      `We have received your application ${draft.reference}`,
    ]);
  });

  it('mails status changes with the reviewer’s message in the application’s language, escaping what was typed', async () => {
    const client = await applicant({ 'accept-language': 'zh-CN' });
    const { memberId: reviewerId } = await signedInMember(app);
    const data = cnAnswers();
    (data.company as Record<string, unknown>).proposedEnglishName = '<b onclick="x()">Harbour</b> Trading Limited';
    const draft = await readyDraft(client, data);
    applicationOf(await client.submit(draft.id, draft.version));
    await review(draft.id, reviewerId, { to: 'IN_REVIEW' });
    const rejected = await review(draft.id, reviewerId, { to: 'REJECTED', message: 'Name <script>taken</script>', documentRetentionDays: 90 });
    await sendApplicationStatusMail(app.db, app.mailer, rejected, { toStatus: 'REJECTED', message: 'Name <script>taken</script>' });
    const [rejection, confirmation] = await mailsTo(client.memberId);
    expect(rejection?.subject).toBe(`关于您的申请（${draft.reference}）`);
    expect(rejection?.text).toContain('原因:\nName <script>taken</script>');
    for (const mail of [rejection, confirmation]) {
      expect(mail?.text).toContain('<b onclick="x()">Harbour</b> Trading Limited');
      expect(mail?.html).toContain('&#60;b onclick=&#34;x()&#34;&#62;Harbour&#60;/b&#62; Trading Limited');
      expect(mail?.html).not.toContain('<b onclick');
    }
    expect(rejection?.html).toContain('Name &#60;script&#62;taken&#60;/script&#62;');
    expect(rejection?.html).not.toContain('<script>');
  });
});
