import { apiPostJson } from '@/lib/api';
import type { ConsoleApplicationNoteInput, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { REVIEW_API, REVIEW_SILENT_CODES } from './console-application-keys';
import { useReviewAction } from './use-review-action';

/** POST console.application.note: an internal note in the history, never shown to the applicant. */
export const addApplicationNote = (input: ConsoleApplicationNoteInput) =>
  apiPostJson<ConsoleApplicationView>(`${REVIEW_API}/note`, { ...input }, REVIEW_SILENT_CODES);

/** Mutation hook of addApplicationNote. */
export const useAddApplicationNote = () => useReviewAction(addApplicationNote);
