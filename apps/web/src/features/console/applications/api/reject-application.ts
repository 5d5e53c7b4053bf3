import { apiPostJson } from '@/lib/api';
import type { ConsoleApplicationRejectInput, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { REVIEW_API, REVIEW_SILENT_CODES } from './console-application-keys';
import { useReviewAction } from './use-review-action';

/** POST console.application.reject: final; the reason is mailed to the applicant. */
export const rejectApplication = (input: ConsoleApplicationRejectInput) =>
  apiPostJson<ConsoleApplicationView>(`${REVIEW_API}/reject`, { ...input }, REVIEW_SILENT_CODES);

/** Mutation hook of rejectApplication. */
export const useRejectApplication = () => useReviewAction(rejectApplication);
