import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { LoginResult } from './types';

/** Fields of member.emailLogin (terms must be accepted, spec section 5). */
export interface EmailLoginInput {
  email: string;
  password: string;
  terms: true;
  captchaKey?: string;
  captchaCode?: string;
}

/** POST member.emailLogin; the server sets the session cookies. */
export function emailLogin(input: EmailLoginInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/member/email/login', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the email sign-in form. */
export const useEmailLogin = () => useMutation({ mutationFn: emailLogin });
