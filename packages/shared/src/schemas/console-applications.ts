import { z } from 'zod';
import { type ApplicationKind, APPLICATION_KINDS } from '../application-forms/kinds';
import { type ApplicationActor, type ApplicationStatus, APPLICATION_STATUSES } from '../application-status';
import { hkDayField } from '../hk-day';
import type { ApplicationDocumentView } from './applications';
import { type ListQueryInput, requiredText, optionalText, text } from './fields';

/**
 * Back-office review of applications (ADMIN sees the queue; REVIEWER also sees identity numbers and documents and
 * decides): console.application.list, .detail, .startReview, .requestInfo, .approve, .reject, .note, .document.
 */

/** console.application.list query: kind, status, submitted between Hong Kong days, reference (part of it), applicant (name or email, part of it), only those past the SLA. */
export const consoleApplicationListQuery = z
  .object({
    kind: z.enum(APPLICATION_KINDS).optional(),
    status: z.enum(APPLICATION_STATUSES).optional(),
    from: hkDayField.optional(),
    to: hkDayField.optional(),
    reference: text().trim().max(32).optional(),
    applicant: text().trim().max(64).optional(),
    overdue: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: 'validation.dateRangeInvalid' });
export type ConsoleApplicationListQuery = z.output<typeof consoleApplicationListQuery>;
export type ConsoleApplicationListParams = ListQueryInput<typeof consoleApplicationListQuery>;

/** console.application.detail, .startReview params. */
export const consoleApplicationIdInput = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/** console.application.requestInfo: the message to the applicant and what to reopen (reopenablePaths of the kind; at least one). */
export const consoleApplicationRequestInfoInput = z.object({
  id: z.uuid(),
  message: requiredText(2000),
  reopen: z.array(text().max(80)).min(1, { error: 'validation.reopenRequired' }).max(100),
});
export type ConsoleApplicationRequestInfoInput = z.input<typeof consoleApplicationRequestInfoInput>;

/** console.application.approve: an optional message to the applicant. */
export const consoleApplicationApproveInput = z.object({ id: z.uuid(), message: optionalText(2000) });
export type ConsoleApplicationApproveInput = z.input<typeof consoleApplicationApproveInput>;

/** console.application.reject: the reason, sent to the applicant. */
export const consoleApplicationRejectInput = z.object({ id: z.uuid(), reason: requiredText(2000) });
export type ConsoleApplicationRejectInput = z.input<typeof consoleApplicationRejectInput>;

/** console.application.note: an internal note, never shown to the applicant. */
export const consoleApplicationNoteInput = z.object({ id: z.uuid(), text: requiredText(2000) });
export type ConsoleApplicationNoteInput = z.input<typeof consoleApplicationNoteInput>;

/** console.application.document (staff download, audited): params. */
export const consoleApplicationDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/** A queue row. */
export interface ConsoleApplicationSummaryView {
  id: string;
  kind: ApplicationKind;
  reference: string;
  status: ApplicationStatus;
  title: string | null;
  applicantName: string;
  /** Masked (maskEmail) in the list. */
  applicantEmail: string;
  submittedAt: string | null;
  updatedAt: string;
  /** Submitted (or resubmitted) and waiting for a reviewer longer than APPLICATION_REPLY_HOURS. */
  overdue: boolean;
  reviewerName: string | null;
}

export interface ConsoleApplicationListView {
  list: ConsoleApplicationSummaryView[];
  total: number;
  page: number;
  size: number;
}

/** One entry of the review history: status changes with their messages, and internal notes (toStatus null). */
export interface ConsoleApplicationEventView {
  id: string;
  at: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  actor: ApplicationActor;
  actorName: string | null;
  message: string | null;
  reopened: string[];
  /** An internal note: staff only. */
  internal: boolean;
}

/** An application in full for the back office; identity numbers masked unless the viewer is a REVIEWER. */
export interface ConsoleApplicationView extends ConsoleApplicationSummaryView {
  version: number;
  memberId: string;
  data: Record<string, unknown>;
  /** Empty for staff who may not see documents (not REVIEWER). */
  documents: ApplicationDocumentView[];
  events: ConsoleApplicationEventView[];
  reopened: string[];
  /** Whether identity numbers are shown in full and documents listed (the viewer is a REVIEWER). */
  personalDataVisible: boolean;
  /** Whether the viewer may start a review, ask for information, approve and reject. */
  canDecide: boolean;
}
