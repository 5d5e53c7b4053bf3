import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { CaptchaParams, LoginResult } from './types';

/** Fields of member.emailRegister. */
export interface EmailRegisterInput extends CaptchaParams {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  terms: true;
}

/** POST member.emailRegister: creates the account and signs it in (the server sets the cookies). */
export function emailRegister(input: EmailRegisterInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/member/email/register', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the email registration form. */
export const useEmailRegister = () => useMutation({ mutationFn: emailRegister });
