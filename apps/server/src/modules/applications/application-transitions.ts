import { Codes } from '@sme/shared/codes';
import { type ApplicationActor, type ApplicationStatus, canTransitionApplication, isApplicationClosed } from '@sme/shared/application-status';
import { and, eq } from 'drizzle-orm';
import type { DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { scheduleDocumentRetention } from './application-retention';
import { applicationEvents, applications } from './applications.tables';

/** An application row as stored. */
export type ApplicationRow = typeof applications.$inferSelect;

/** A status change and what changes with it. */
export interface ApplicationStatusChange {
  to: ApplicationStatus;
  actor: ApplicationActor;
  /** The member acting: the applicant, or the reviewer. */
  actorId: string;
  now: Date;
  /** The reviewer's message or the applicant's reason, shown to the applicant. */
  message?: string | null;
  /** Paths the applicant may change next (a request for more information); cleared by every other change. */
  reopened?: readonly string[];
  /** Other columns that change with the status (the reviewer who took it). */
  set?: Partial<Pick<ApplicationRow, 'reviewerId' | 'submittedAt'>>;
  /**
   * APPLICATION_DOCUMENT_RETENTION_DAYS (app.config.applicationDocumentRetentionDays): required to reject or withdraw,
   * since those schedule the deletion of the documents that many days after closing.
   */
  documentRetentionDays?: number;
}

/** Closed states whose documents are deleted after the retention period (approved ones are kept: the company exists). */
const LOSES_DOCUMENTS: ReadonlySet<ApplicationStatus> = new Set(['REJECTED', 'WITHDRAWN']);

/**
 * The one way an application's status changes: along the state machine of packages/shared/application-status.ts, by
 * the actor it allows, with a conditional update (WHERE status = the status read) and an event row. An illegal step,
 * or one raced by another tab or reviewer, answers 3002 and changes nothing. Where it waits for a reviewer
 * (waitingSince) and when it closed follow from the new status. Rejecting or withdrawing also schedules, in the same
 * transaction, the deletion of the documents after the retention period (application-retention.ts).
 */
export async function transitionApplication(tx: Tx, row: ApplicationRow, change: ApplicationStatusChange): Promise<ApplicationRow> {
  if (!canTransitionApplication(row.status, change.to, change.actor)) throw new AppError(Codes.APPLICATION_STATE);
  const retentionDays = change.documentRetentionDays;
  if (LOSES_DOCUMENTS.has(change.to) && retentionDays === undefined)
    throw new Error(`documentRetentionDays is required to move an application to ${change.to}`);
  const waitsForReviewer = change.to === 'SUBMITTED' || (change.to === 'IN_REVIEW' && change.actor === 'APPLICANT');
  const [updated] = await tx
    .update(applications)
    .set({
      ...change.set,
      status: change.to,
      reopened: [...(change.reopened ?? [])],
      waitingSince: waitsForReviewer ? change.now : null,
      closedAt: isApplicationClosed(change.to) ? change.now : null,
      updatedAt: change.now,
    })
    .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
    .returning();
  if (!updated) throw new AppError(Codes.APPLICATION_STATE);
  await tx.insert(applicationEvents).values({
    applicationId: row.id,
    fromStatus: row.status,
    toStatus: change.to,
    actor: change.actor,
    actorId: change.actorId,
    message: change.message ?? null,
    reopened: [...(change.reopened ?? [])],
    at: change.now,
  });
  if (LOSES_DOCUMENTS.has(change.to) && retentionDays !== undefined) await scheduleDocumentRetention(tx, row.id, change.now, retentionDays);
  return updated;
}
