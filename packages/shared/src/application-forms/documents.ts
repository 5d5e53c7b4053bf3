import { hkToday, isCalendarDay } from '../hk-day';

/**
 * Supporting documents of an application: upload slots, the files they take, and the age rule of spec section 5
 * ("supporting documents must be from the last 3 months") for proofs.
 */

/** Types a document may have, checked by content on the server. */
export const APPLICATION_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Largest file a slot takes: 10 MB. */
export const APPLICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files a slot that takes several files holds at most. */
export const APPLICATION_DOCUMENT_MAX_FILES = 10;
/** Proofs must be issued within this many months before submission. */
export const DOCUMENT_MAX_AGE_MONTHS = 3;

/** One upload slot of a form. */
export interface DocumentSlot<Data = unknown> {
  /** Stable code, e.g. PROOF_OF_ADDRESS; its label is `applications:slot.<code>` in the web and mails. */
  slot: string;
  /** Needed to submit; a function when it depends on the answers (e.g. only with a corporate shareholder). */
  required: boolean | ((data: Data) => boolean);
  /** Takes several files (CVs of every officer, others). */
  multiple: boolean;
  /** A proof (address, bill): its issue date must fall within the last DOCUMENT_MAX_AGE_MONTHS. */
  recent: boolean;
  /** The drawn signature: one PNG image, dated the day it was signed, no issue date asked. */
  signature?: boolean;
}

/** The day `months` calendar months before `day` (YYYY-MM-DD), clamped to the month's last day (31 May − 3 months = 28/29 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * What is wrong with a document's issue date, as an i18n key, or null: not a day, in the future (Hong Kong time), or,
 * for a proof, issued before the cut-off (3 months before `at`, the upload or the submission).
 */
export function documentDateProblem(issueDate: string, slot: Pick<DocumentSlot, 'recent'>, at: Date = new Date()): string | null {
  if (!isCalendarDay(issueDate)) return 'validation.dateInvalid';
  const today = hkToday(at);
  if (issueDate > today) return 'validation.documentDateFuture';
  if (slot.recent && issueDate < monthsBefore(today, DOCUMENT_MAX_AGE_MONTHS)) return 'validation.documentTooOld';
  return null;
}

/** Whether a slot is needed to submit these answers (the kind's draft, as the registry holds slots of any kind). */
export function isSlotRequired(slot: DocumentSlot<never>, data: unknown): boolean {
  return typeof slot.required === 'function' ? (slot.required as (answers: unknown) => boolean)(data) : slot.required;
}
