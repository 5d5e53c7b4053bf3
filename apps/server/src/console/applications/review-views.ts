import { APPLICATION_FORMS } from '@sme/shared/application-forms/kinds';
import { APPLICATION_REPLY_HOURS } from '@sme/shared/application-status';
import { maskEmail, maskIdNumber, maskPhone } from '@sme/shared/masking';
import { displayName } from '@sme/shared/member-display';
import type { ApplicationDocumentView } from '@sme/shared/schemas/applications';
import type { ConsoleApplicationEventView, ConsoleApplicationSummaryView } from '@sme/shared/schemas/console-applications';
import type { ApplicationRow } from '../../modules/applications';
import type { applicationDocuments, applicationEvents } from '../../modules/applications/applications.tables';
import type { membersByIds } from '../../modules/members';

/** Rows → back-office views of applications, with the personal data each viewer may see. */

type MemberRow = Awaited<ReturnType<typeof membersByIds>>[number];
type EventRow = typeof applicationEvents.$inferSelect;
type DocumentRow = typeof applicationDocuments.$inferSelect;

const REPLY_MS = APPLICATION_REPLY_HOURS * 60 * 60 * 1000;

/** The moment before which an application still waiting for a reviewer is overdue (the SLA badge). */
export const overdueBefore = (now: Date): Date => new Date(now.getTime() - REPLY_MS);

/** Whether a row waits for a reviewer longer than APPLICATION_REPLY_HOURS. */
export const isOverdue = (row: Pick<ApplicationRow, 'waitingSince'>, now: Date): boolean =>
  row.waitingSince !== null && row.waitingSince.getTime() < overdueBefore(now).getTime();

/** A member's name as a list shows it: never their email or mobile in full (displayName falls back to them). */
export function maskedName(member: MemberRow | undefined): string {
  if (!member) return '';
  return displayName({ ...member, email: member.email ? maskEmail(member.email) : null, mobile: member.mobile ? maskPhone(member.mobile) : null });
}

function maskAt(node: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return typeof node === 'string' && node !== '' ? maskIdNumber(node) : node;
  const [head, ...rest] = parts;
  if (head === '*') return Array.isArray(node) ? node.map((item) => maskAt(item, rest)) : node;
  if (node === null || typeof node !== 'object' || Array.isArray(node) || head === undefined || !(head in node)) return node;
  return { ...(node as Record<string, unknown>), [head]: maskAt((node as Record<string, unknown>)[head], rest) };
}

/** The answers with every identity number of the kind (idFields; `*` = every list index) masked; the stored data is not touched. */
export function maskIdentityNumbers(row: Pick<ApplicationRow, 'kind' | 'data'>): Record<string, unknown> {
  return APPLICATION_FORMS[row.kind].idFields.reduce<Record<string, unknown>>(
    (data, path) => maskAt(data, path.split('.')) as Record<string, unknown>,
    row.data,
  );
}

/** A queue row (applicant's contact masked when `masked`: the list) or the head of the detail (in full). */
export function summaryView(row: ApplicationRow, people: ReadonlyMap<string, MemberRow>, now: Date, masked: boolean): ConsoleApplicationSummaryView {
  const applicant = people.get(row.memberId);
  const email = applicant?.email ?? '';
  const reviewer = row.reviewerId ? people.get(row.reviewerId) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    title: row.title,
    applicantName: masked ? maskedName(applicant) : applicant ? displayName(applicant) : '',
    applicantEmail: masked && email ? maskEmail(email) : email,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    overdue: isOverdue(row, now),
    reviewerName: reviewer ? displayName(reviewer) : null,
  };
}

/** One entry of the history, its actor named. */
export function eventView(row: EventRow, people: ReadonlyMap<string, MemberRow>): ConsoleApplicationEventView {
  const actor = people.get(row.actorId);
  return {
    id: row.id,
    at: row.at.toISOString(),
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: row.actor,
    actorName: actor ? displayName(actor) : null,
    message: row.message,
    reopened: row.reopened,
    internal: row.internal,
  };
}

/** A stored document as a reviewer sees it (no URL: the download goes through console.application.document). */
export function documentView(row: DocumentRow): ApplicationDocumentView {
  return {
    id: row.id,
    slot: row.slot,
    name: row.name,
    size: row.size,
    mime: row.mime,
    issueDate: row.issueDate,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
