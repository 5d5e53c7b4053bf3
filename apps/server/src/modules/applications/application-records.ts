import { Codes } from '@sme/shared/codes';
import type { ApplicationEventView, ApplicationListView, ApplicationView } from '@sme/shared/schemas/applications';
import type { applicationListQuery } from '@sme/shared/schemas/applications';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ApplicationRow } from './application-transitions';
import { applicationEventView, applicationSummaryView, applicationView, lastReviewerMessage } from './application-views';
import { applicationDocuments, applicationEvents, applications } from './applications.tables';

/**
 * Reading a member's applications. Every query filters by the session's member id, so another member's application
 * answers 404 exactly like one that does not exist.
 */

/**
 * The member's application, or 404. `lock` takes the row FOR UPDATE (inside a transaction): the status, version and
 * document checks that follow then hold until the change commits.
 */
export async function findOwnApplication(db: Db, memberId: string, id: string, options: { lock?: boolean } = {}): Promise<ApplicationRow> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.memberId, memberId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** Status changes of applications as the applicant sees them (no internal notes), oldest first. */
async function publicEvents(db: Db, ids: readonly string[]): Promise<Map<string, ApplicationEventView[]>> {
  const byId = new Map<string, ApplicationEventView[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(and(inArray(applicationEvents.applicationId, [...ids]), eq(applicationEvents.internal, false), isNotNull(applicationEvents.toStatus)))
    .orderBy(asc(applicationEvents.seq));
  for (const row of rows) {
    if (!row.toStatus) continue;
    byId.set(row.applicationId, [...(byId.get(row.applicationId) ?? []), applicationEventView({ ...row, toStatus: row.toStatus })]);
  }
  return byId;
}

/** An application's full view: its documents (by slot, oldest first) and its history. */
export async function loadApplicationView(db: Db, row: ApplicationRow): Promise<ApplicationView> {
  const [documents, events] = await Promise.all([
    db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, row.id))
      .orderBy(asc(applicationDocuments.slot), asc(applicationDocuments.uploadedAt), asc(applicationDocuments.id)),
    publicEvents(db, [row.id]),
  ]);
  return applicationView(row, documents, events.get(row.id) ?? []);
}

/** application.detail. */
export async function applicationDetail(db: Database, memberId: string, id: string): Promise<ApplicationView> {
  return loadApplicationView(db, await findOwnApplication(db, memberId, id));
}

/** application.list ("My applications"): the member's applications, last changed first, one page. */
export async function listApplications(db: Database, memberId: string, query: z.output<typeof applicationListQuery>): Promise<ApplicationListView> {
  const where = and(eq(applications.memberId, memberId), query.status ? eq(applications.status, query.status) : undefined);
  const [counted] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await db
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const events = await publicEvents(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => applicationSummaryView(r, lastReviewerMessage(events.get(r.id) ?? []))),
    total: counted?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}
