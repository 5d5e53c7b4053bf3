import type { OtpPurpose } from '@sme/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { CodeSent } from './types';

/** Fields of member.emailSmsRequest. */
export interface EmailCodeRequest {
  email: string;
  purpose: OtpPurpose;
  captchaKey?: string;
  captchaCode?: string;
}

/** POST member.emailSmsRequest: mail a one-time code for a purpose (a code only works for that purpose). */
export function sendEmailCode(input: EmailCodeRequest): Promise<CodeSent> {
  return apiPost<CodeSent>('/member/email/code', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the send-code buttons of email forms. */
export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });
