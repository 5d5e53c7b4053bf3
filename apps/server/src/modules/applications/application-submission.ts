import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { eq } from 'drizzle-orm';
import type { DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { checkCompleteAnswers, checkSubmissionDocuments } from './application-checks';
import type { ApplicationDeps } from './application-deps';
import { assertEditable } from './application-editing';
import { sendApplicationSubmittedMail } from './application-mail';
import { findOwnApplication } from './application-records';
import { type ApplicationRow, transitionApplication } from './application-transitions';
import { applicationDocuments } from './applications.tables';

/** Already sent: a second submit of the same version answers the application as the first left it. */
const isSubmitted = (row: ApplicationRow) => row.status === 'SUBMITTED' || row.status === 'IN_REVIEW';

/**
 * The submission step inside a transaction holding the row: required documents present, proofs still recent, then
 * DRAFT → SUBMITTED (first submission) or MORE_INFO_REQUIRED → IN_REVIEW (the answer to a request for more information).
 */
export async function submitLockedApplication(tx: Tx, row: ApplicationRow, locale: Locale, now: Date): Promise<ApplicationRow> {
  const documents = await tx
    .select({ slot: applicationDocuments.slot, issueDate: applicationDocuments.issueDate })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, row.id));
  checkSubmissionDocuments(row.kind, row.data, documents, locale, now);
  const actor = { actor: 'APPLICANT' as const, actorId: row.memberId, now };
  return row.status === 'MORE_INFO_REQUIRED'
    ? transitionApplication(tx, row, { ...actor, to: 'IN_REVIEW' })
    : transitionApplication(tx, row, { ...actor, to: 'SUBMITTED', set: { submittedAt: now } });
}

/** Mails the confirmation; a mail that cannot go is logged, the submission stands. */
export async function notifySubmitted(deps: Pick<ApplicationDeps, 'db' | 'mailer' | 'log'>, row: ApplicationRow, resubmitted: boolean): Promise<void> {
  try {
    await sendApplicationSubmittedMail(deps.db, deps.mailer, row, resubmitted);
  } catch (err) {
    deps.log.warn({ err, applicationId: row.id }, 'application confirmation mail not sent');
  }
}

/**
 * application.submit (eform submit), and resubmission after a request for more information. The version must be the
 * one the client loaded (another tab's newer save answers 3001). Submitting again what is already submitted (same
 * version, status SUBMITTED or IN_REVIEW) answers it unchanged, so a double click or a retried request is harmless.
 * The answers must pass the full schema and the dictionaries (400 naming the fields), the documents their checks.
 */
export async function submitApplication(
  deps: Pick<ApplicationDeps, 'db' | 'mailer' | 'log'>,
  memberId: string,
  input: { id: string; version: number },
  locale: Locale,
  now = new Date(),
): Promise<ApplicationRow> {
  const read = await findOwnApplication(deps.db, memberId, input.id);
  if (read.version !== input.version) throw new AppError(Codes.APPLICATION_STALE);
  if (isSubmitted(read)) return read;
  assertEditable(read);
  // Reference data only: checked before the transaction. The answers cannot change meanwhile without a new version.
  await checkCompleteAnswers(deps.db, read.kind, read.data);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findOwnApplication(tx, memberId, input.id, { lock: true });
    if (row.version !== input.version) throw new AppError(Codes.APPLICATION_STALE);
    // Another tab's submit of the same version won the race: the same answer as a second click.
    if (isSubmitted(row)) return { row, sent: false, resubmitted: false };
    assertEditable(row);
    const resubmitted = row.status === 'MORE_INFO_REQUIRED';
    return { row: await submitLockedApplication(tx, row, locale, now), sent: true, resubmitted };
  });
  if (outcome.sent) await notifySubmitted(deps, outcome.row, outcome.resubmitted);
  return outcome.row;
}

/** application.withdraw: the applicant gives up before a decision (SUBMITTED or MORE_INFO_REQUIRED; 3002 otherwise). */
export async function withdrawApplication(
  deps: Pick<ApplicationDeps, 'db' | 'config'>,
  memberId: string,
  input: { id: string; reason?: string | undefined },
  now = new Date(),
): Promise<ApplicationRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findOwnApplication(tx, memberId, input.id, { lock: true });
    return transitionApplication(tx, row, {
      to: 'WITHDRAWN',
      actor: 'APPLICANT',
      actorId: memberId,
      now,
      message: input.reason ?? null,
      documentRetentionDays: deps.config.applicationDocumentRetentionDays,
    });
  });
}
