import { apiPostJson } from '@/lib/api';
import type { ConsoleApplicationApproveInput, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { REVIEW_API, REVIEW_SILENT_CODES } from './console-application-keys';
import { useReviewAction } from './use-review-action';

/** POST console.application.approve: final; the optional message is mailed to the applicant. */
export const approveApplication = (input: ConsoleApplicationApproveInput) =>
  apiPostJson<ConsoleApplicationView>(`${REVIEW_API}/approve`, { ...input }, REVIEW_SILENT_CODES);

/** Mutation hook of approveApplication. */
export const useApproveApplication = () => useReviewAction(approveApplication);
