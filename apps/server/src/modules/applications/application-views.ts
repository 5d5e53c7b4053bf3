import type { ApplicationDocumentView, ApplicationEventView, ApplicationSummaryView, ApplicationView } from '@sme/shared/schemas/applications';
import type { ApplicationRow } from './application-transitions';
import type { applicationDocuments, applicationEvents } from './applications.tables';

/** A stored document row. */
export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
/** A history row (status change or internal note). */
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A document as its applicant and reviewers see it: never a URL, downloads go through the API. */
export function applicationDocumentView(row: ApplicationDocumentRow): ApplicationDocumentView {
  return { id: row.id, slot: row.slot, name: row.name, size: row.size, mime: row.mime, issueDate: row.issueDate, uploadedAt: row.uploadedAt.toISOString() };
}

/** A status change as the applicant sees it (callers leave internal notes out). */
export function applicationEventView(row: ApplicationEventRow & { toStatus: NonNullable<ApplicationEventRow['toStatus']> }): ApplicationEventView {
  return { at: row.at.toISOString(), fromStatus: row.fromStatus, toStatus: row.toStatus, actor: row.actor, message: row.message, reopened: row.reopened };
}

/** A row of "My applications"; `lastMessage` is the latest reviewer message shown to the applicant. */
export function applicationSummaryView(row: ApplicationRow, lastMessage: string | null): ApplicationSummaryView {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    status: row.status,
    version: row.version,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    lastMessage,
  };
}

/**
 * The reviewer's message that still applies: the message of the latest status change when a reviewer made it (newest
 * last in `events`). A later step (the applicant's resubmission, an approval without a message) retires older ones,
 * so an approved application never shows an old request for documents.
 */
export function lastReviewerMessage(events: readonly ApplicationEventView[]): string | null {
  const latest = events.at(-1);
  return latest?.actor === 'REVIEWER' ? latest.message : null;
}

/** An application in full for its applicant: answers, documents, history; what is reopened while more information is required. */
export function applicationView(row: ApplicationRow, documents: readonly ApplicationDocumentRow[], events: readonly ApplicationEventView[]): ApplicationView {
  return {
    ...applicationSummaryView(row, lastReviewerMessage(events)),
    data: row.data,
    documents: documents.map(applicationDocumentView),
    events: [...events],
    reopened: row.status === 'MORE_INFO_REQUIRED' ? row.reopened : [],
  };
}
