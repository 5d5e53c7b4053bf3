import { Codes } from '@sme/shared/codes';
import type { ConnectSubmitInput } from '@sme/shared/schemas/applications';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST /connect/submit: a contact-us message. The captcha error is shown on its field, so it does not toast. */
export function submitConnect(input: ConnectSubmitInput): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/connect/submit', { ...input }, { silentCodes: [Codes.CAPTCHA_INVALID.code] });
}

/** Mutation hook for the contact form (nothing cached depends on it, so nothing to invalidate). */
export const useSubmitConnect = () => useMutation({ mutationFn: submitConnect });
