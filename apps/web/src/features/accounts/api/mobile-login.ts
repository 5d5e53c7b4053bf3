import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { LoginResult } from './types';

/** Fields of member.mobileLogin: the number with its region and the texted one-time code. */
export interface MobileLoginInput {
  region: string;
  mobile: string;
  code: string;
  terms: true;
  captchaKey?: string;
  captchaCode?: string;
}

/** POST member.mobileLogin; the server sets the session cookies. */
export function mobileLogin(input: MobileLoginInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/member/mobile/login', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile sign-in form. */
export const useMobileLogin = () => useMutation({ mutationFn: mobileLogin });
