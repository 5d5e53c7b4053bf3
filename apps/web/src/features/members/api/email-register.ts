import type { EmailRegisterInput, LoginResultView } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.emailRegister: creates the account and signs it in (the server sets the cookies). */
export function emailRegister(input: EmailRegisterInput): Promise<LoginResultView> {
  return apiPost<LoginResultView>('/member/email/register', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the email registration form. */
export const useEmailRegister = () => useMutation({ mutationFn: emailRegister });
