import { Codes } from '@sme/shared/codes';
import type { FeedbackSaveInput } from '@sme/shared/schemas/applications';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST /feedback/save: a piece of feedback. The captcha error is shown on its field, so it does not toast. */
export function saveFeedback(input: FeedbackSaveInput): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/feedback/save', { ...input }, { silentCodes: [Codes.CAPTCHA_INVALID.code] });
}

/** Mutation hook for the feedback form. */
export const useSaveFeedback = () => useMutation({ mutationFn: saveFeedback });
