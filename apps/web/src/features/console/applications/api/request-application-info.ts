import { apiPostJson } from '@/lib/api';
import type { ConsoleApplicationRequestInfoInput, ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { REVIEW_API, REVIEW_SILENT_CODES } from './console-application-keys';
import { useReviewAction } from './use-review-action';

/** POST console.application.requestInfo: the applicant is asked for more, and only the reopened paths become editable. */
export const requestApplicationInfo = (input: ConsoleApplicationRequestInfoInput) =>
  apiPostJson<ConsoleApplicationView>(`${REVIEW_API}/requestInfo`, { ...input }, REVIEW_SILENT_CODES);

/** Mutation hook of requestApplicationInfo. */
export const useRequestApplicationInfo = () => useReviewAction(requestApplicationInfo);
