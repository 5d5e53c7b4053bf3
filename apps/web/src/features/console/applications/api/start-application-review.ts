import { Codes } from '@sme/shared/codes';
import { apiPostJson } from '@/lib/api';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { REVIEW_API } from './console-application-keys';
import { useReviewAction } from './use-review-action';

/** POST console.application.startReview: a submitted application is taken by this reviewer (SUBMITTED → IN_REVIEW). */
export const startApplicationReview = (id: string) =>
  // No dialog to show a refusal in: only 3002 (taken meanwhile) is explained by the page; others toast.
  apiPostJson<ConsoleApplicationView>(`${REVIEW_API}/startReview`, { id }, { omitMcId: true, silentCodes: [Codes.APPLICATION_STATE.code] });

/** Mutation hook of startApplicationReview. */
export const useStartApplicationReview = () => useReviewAction(startApplicationReview);
