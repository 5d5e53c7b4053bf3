import type { CodeSentView, SmsCodeRequest } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.smsRequest: text a one-time code for a purpose. */
export function sendSmsCode(input: SmsCodeRequest): Promise<CodeSentView> {
  return apiPost<CodeSentView>('/member/mobile/code', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the send-code buttons of mobile forms. */
export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
