import { Codes } from '@sme/shared/codes';
import { hkDayRange } from '@sme/shared/hk-day';
import { displayName } from '@sme/shared/member-display';
import type { ConsoleApplicationListQuery, ConsoleApplicationListView, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ConsoleActor } from '../../http/console-guard';
import type { ApplicationRow } from '../../modules/applications';
import { applicationDocuments, applicationEvents, applications } from '../../modules/applications/applications.tables';
import { membersByIds } from '../../modules/members';
import { documentView, eventView, maskIdentityNumbers, overdueBefore, summaryView } from './review-views';

/**
 * Reading applications in the back office: the queue and one application in full. Drafts are the applicant's own
 * unfinished work and stay out of the back office (a draft's id answers 404 like an unknown one). Identity numbers are
 * masked and documents left out unless the viewer is a REVIEWER.
 */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether the actor reviews applications: sees identity numbers and documents in full, and decides. */
export const isReviewer = (actor: ConsoleActor): boolean => actor.roles.includes('REVIEWER');

/** 403 5403 unless the actor is a REVIEWER (admins see the queue but do not decide or open documents). */
export function requireReviewer(actor: ConsoleActor): void {
  if (!isReviewer(actor)) throw new AppError(Codes.FORBIDDEN_ROLE, { messageKey: 'consoleApplications.reviewerOnly' });
}

/** 404 for an application the back office does not see. */
export const applicationNotFound = () => new AppError(Codes.NOT_FOUND, { messageKey: 'consoleApplications.notFound' });

/** A submitted (not draft) application, or 404. */
export async function findReviewable(db: Db, id: string): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), ne(applications.status, 'DRAFT')));
  if (!row) throw applicationNotFound();
  return row;
}

/** Applicants (of any non-draft application) whose name or email contains `text`, case-insensitively. */
async function applicantsMatching(db: Database, text: string): Promise<string[]> {
  const ids = await db.selectDistinct({ memberId: applications.memberId }).from(applications).where(ne(applications.status, 'DRAFT'));
  const needle = text.toLowerCase();
  const people = await membersByIds(
    db,
    ids.map((r) => r.memberId),
  );
  return people
    .filter((m) =>
      [displayName(m), m.fullName, m.nickName, `${m.engFirstName ?? ''} ${m.engLastName ?? ''}`, m.email].some((v) => v?.toLowerCase().includes(needle)),
    )
    .map((m) => m.id);
}

function listWhere(q: ConsoleApplicationListQuery, applicantIds: string[] | undefined, now: Date): SQL | undefined {
  const range = hkDayRange(q.from, q.to);
  const cutoff = overdueBefore(now);
  return and(
    ne(applications.status, 'DRAFT'),
    q.kind ? eq(applications.kind, q.kind) : undefined,
    q.status ? eq(applications.status, q.status) : undefined,
    range.from ? gte(applications.submittedAt, range.from) : undefined,
    range.to ? lt(applications.submittedAt, range.to) : undefined,
    q.reference ? ilike(applications.reference, `%${escapeLike(q.reference)}%`) : undefined,
    applicantIds ? inArray(applications.memberId, applicantIds) : undefined,
    q.overdue === true ? and(isNotNull(applications.waitingSince), lt(applications.waitingSince, cutoff)) : undefined,
    q.overdue === false ? or(isNull(applications.waitingSince), gte(applications.waitingSince, cutoff)) : undefined,
  );
}

/**
 * console.application.list: the queue. Open applications first, the one waiting longest for a reviewer on top (then
 * those a reviewer or the applicant holds, oldest submission first); closed ones after, most recently closed first.
 */
export async function listConsoleApplications(db: Database, q: ConsoleApplicationListQuery, now = new Date()): Promise<ConsoleApplicationListView> {
  const applicantIds = q.applicant ? await applicantsMatching(db, q.applicant) : undefined;
  if (applicantIds?.length === 0) return { list: [], total: 0, page: q.page, size: q.size };
  const where = listWhere(q, applicantIds, now);
  const a = applications;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(
        sql`(${a.closedAt} IS NOT NULL)`,
        sql`${a.waitingSince} ASC NULLS LAST`,
        sql`CASE WHEN ${a.closedAt} IS NULL THEN ${a.submittedAt} END ASC`,
        desc(a.closedAt),
        asc(a.id),
      )
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const people = new Map(
    (
      await membersByIds(
        db,
        rows.flatMap((r) => (r.reviewerId ? [r.memberId, r.reviewerId] : [r.memberId])),
      )
    ).map((m) => [m.id, m]),
  );
  return { list: rows.map((r) => summaryView(r, people, now, true)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.application.detail: every answer, the history with internal notes, and (for a REVIEWER) identity numbers in full and the documents. */
export async function consoleApplicationDetail(db: Database, actor: ConsoleActor, id: string, now = new Date()): Promise<ConsoleApplicationView> {
  const row = await findReviewable(db, id);
  const reviewer = isReviewer(actor);
  const [events, documents] = await Promise.all([
    db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)).orderBy(asc(applicationEvents.seq)),
    reviewer
      ? db
          .select()
          .from(applicationDocuments)
          .where(eq(applicationDocuments.applicationId, id))
          .orderBy(asc(applicationDocuments.slot), asc(applicationDocuments.uploadedAt), asc(applicationDocuments.id))
      : Promise.resolve([]),
  ]);
  const people = new Map(
    (await membersByIds(db, [row.memberId, ...(row.reviewerId ? [row.reviewerId] : []), ...events.map((e) => e.actorId)])).map((m) => [m.id, m]),
  );
  return {
    ...summaryView(row, people, now, false),
    version: row.version,
    memberId: row.memberId,
    data: reviewer ? row.data : maskIdentityNumbers(row),
    documents: documents.map(documentView),
    events: events.map((e) => eventView(e, people)),
    reopened: row.reopened,
    personalDataVisible: reviewer,
    canDecide: reviewer,
  };
}
