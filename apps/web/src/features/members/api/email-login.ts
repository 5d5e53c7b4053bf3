import type { EmailLoginInput, LoginResultView } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.emailLogin; the server sets the session cookies. */
export function emailLogin(input: EmailLoginInput): Promise<LoginResultView> {
  return apiPost<LoginResultView>('/member/email/login', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the email sign-in form. */
export const useEmailLogin = () => useMutation({ mutationFn: emailLogin });
