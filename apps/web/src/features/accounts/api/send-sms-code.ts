import type { OtpPurpose } from '@sme/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { CodeSent } from './types';

/** Fields of member.smsRequest; the number travels as typed with its region, the server normalises it. */
export interface SmsCodeRequest {
  region: string;
  mobile: string;
  purpose: OtpPurpose;
  captchaKey?: string;
  captchaCode?: string;
}

/** POST member.smsRequest: text a one-time code for a purpose. */
export function sendSmsCode(input: SmsCodeRequest): Promise<CodeSent> {
  return apiPost<CodeSent>('/member/mobile/code', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the send-code buttons of mobile forms. */
export const useSendSmsCode = () => useMutation({ mutationFn: sendSmsCode });
