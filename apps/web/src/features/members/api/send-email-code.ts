import type { CodeSentView, EmailCodeRequest } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.emailSmsRequest: mail a one-time code for a purpose (a code only works for that purpose). */
export function sendEmailCode(input: EmailCodeRequest): Promise<CodeSentView> {
  return apiPost<CodeSentView>('/member/email/code', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the send-code buttons of email forms. */
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
