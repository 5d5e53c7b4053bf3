import { reopenablePaths } from '@sme/shared/application-forms/kinds';
import type {
  ConsoleApplicationView,
  consoleApplicationApproveInput,
  consoleApplicationNoteInput,
  consoleApplicationRejectInput,
  consoleApplicationRequestInfoInput,
} from '@sme/shared/schemas/console-applications';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { fieldError } from '../../http/validation';
import type { Mailer } from '../../integrations/mail/mailer';
import { type ApplicationMailStatus, type ApplicationRow, sendApplicationStatusMail, transitionApplication } from '../../modules/applications';
import { applicationEvents } from '../../modules/applications/applications.tables';
import { recordAudit } from '../audit';
import { consoleApplicationDetail, findReviewable, requireReviewer } from './review.service';

/**
 * A reviewer's decisions (start review, request information, approve, reject) and staff's internal notes. Each
 * decision is one transaction: the status change through transitionApplication (its conditional update lets one of
 * two reviewers acting at once win; the other hears 3002 and nothing changes) and the audit entry. The applicant's
 * mail goes after the commit (an outbox write inside the transaction would wait on it on PGlite).
 */

/** What the decisions need besides the actor. */
export interface ReviewDeps {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** APPLICATION_DOCUMENT_RETENTION_DAYS: a rejection schedules the deletion of the documents that many days later. */
  documentRetentionDays: number;
}

interface Decision {
  to: ApplicationMailStatus;
  /** The operationId, written to the audit log. */
  action: string;
  /** Shown to the applicant and mailed. */
  message: string | null;
  reopened?: readonly string[];
  /** Checks of the row before it moves (a 400 changes nothing). */
  check?: (row: ApplicationRow) => void;
  /** Other columns that change with the status. */
  set?: Partial<Pick<ApplicationRow, 'reviewerId'>>;
}

async function decide(deps: ReviewDeps, actor: ConsoleActor, id: string, decision: Decision, now = new Date()): Promise<ConsoleApplicationView> {
  requireReviewer(actor);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await findReviewable(tx, id);
    decision.check?.(row);
    const next = await transitionApplication(tx, row, {
      to: decision.to,
      actor: 'REVIEWER',
      actorId: actor.memberId,
      now,
      message: decision.message,
      ...(decision.reopened ? { reopened: decision.reopened } : {}),
      ...(decision.set ? { set: decision.set } : {}),
      documentRetentionDays: deps.documentRetentionDays,
    });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: decision.action,
      targetType: 'application',
      targetId: row.id,
      merchantId: null,
      detail: {
        reference: row.reference,
        fromStatus: row.status,
        toStatus: decision.to,
        ...(decision.message ? { message: decision.message } : {}),
        ...(decision.reopened ? { reopened: decision.reopened } : {}),
      },
    });
    return next;
  });
  try {
    await sendApplicationStatusMail(deps.db, deps.mailer, updated, { toStatus: decision.to, message: decision.message });
  } catch (err) {
    // The decision stands (the state machine has no way back) and the applicant sees it under "My applications".
    deps.log.error({ err, applicationId: id, toStatus: decision.to }, 'application status mail not sent');
  }
  return consoleApplicationDetail(deps.db, actor, id, now);
}

/** console.application.startReview: SUBMITTED → IN_REVIEW, the acting reviewer takes it. */
export function startReview(deps: ReviewDeps, actor: ConsoleActor, id: string): Promise<ConsoleApplicationView> {
  return decide(deps, actor, id, { to: 'IN_REVIEW', action: 'console.application.startReview', message: null, set: { reviewerId: actor.memberId } });
}

/** console.application.requestInfo: IN_REVIEW → MORE_INFO_REQUIRED; only what is reopened (reopenablePaths of the kind) becomes editable. */
export function requestInfo(
  deps: ReviewDeps,
  actor: ConsoleActor,
  input: z.output<typeof consoleApplicationRequestInfoInput>,
): Promise<ConsoleApplicationView> {
  const reopened = [...new Set(input.reopen.map((p) => p.trim()))];
  return decide(deps, actor, input.id, {
    to: 'MORE_INFO_REQUIRED',
    action: 'console.application.requestInfo',
    message: input.message,
    reopened,
    check: (row) => {
      const allowed = new Set(reopenablePaths(row.kind));
      const unknown = reopened.filter((p) => !allowed.has(p));
      if (unknown.length > 0) throw fieldError('reopen', 'validation.reopenInvalid', unknown);
    },
  });
}

/** console.application.approve: IN_REVIEW → APPROVED, with an optional message to the applicant. */
export function approveApplication(
  deps: ReviewDeps,
  actor: ConsoleActor,
  input: z.output<typeof consoleApplicationApproveInput>,
): Promise<ConsoleApplicationView> {
  return decide(deps, actor, input.id, { to: 'APPROVED', action: 'console.application.approve', message: input.message || null });
}

/** console.application.reject: IN_REVIEW → REJECTED with the reason; transitionApplication schedules the documents' deletion after the retention period. */
export function rejectApplication(
  deps: ReviewDeps,
  actor: ConsoleActor,
  input: z.output<typeof consoleApplicationRejectInput>,
): Promise<ConsoleApplicationView> {
  return decide(deps, actor, input.id, { to: 'REJECTED', action: 'console.application.reject', message: input.reason });
}

/** console.application.note: an internal note (admins and reviewers), never shown to the applicant; the application itself does not change. */
export async function addReviewNote(
  db: Database,
  actor: ConsoleActor,
  input: z.output<typeof consoleApplicationNoteInput>,
  now = new Date(),
): Promise<ConsoleApplicationView> {
  await db.transaction(async (tx) => {
    const row = await findReviewable(tx, input.id);
    const [note] = await tx
      .insert(applicationEvents)
      .values({
        applicationId: row.id,
        fromStatus: null,
        toStatus: null,
        actor: 'REVIEWER',
        actorId: actor.memberId,
        message: input.text,
        internal: true,
        at: now,
      })
      .returning({ id: applicationEvents.id });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.application.note',
      targetType: 'application',
      targetId: row.id,
      merchantId: null,
      detail: { reference: row.reference, noteId: note?.id ?? null },
    });
  });
  return consoleApplicationDetail(db, actor, input.id, now);
}
