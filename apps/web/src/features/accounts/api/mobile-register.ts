import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { CaptchaParams, LoginResult } from './types';

/** Fields of member.mobileRegister. */
export interface MobileRegisterInput extends CaptchaParams {
  region: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  terms: true;
}

/** POST member.mobileRegister: creates the account and signs it in (the server sets the cookies). */
export function mobileRegister(input: MobileRegisterInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/member/mobile/register', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile registration form. */
export const useMobileRegister = () => useMutation({ mutationFn: mobileRegister });
