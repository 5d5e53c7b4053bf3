import type { ResetByEmailInput } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.resetPasswordByEmail: sets a new password and signs the member out everywhere. */
export function resetPasswordByEmail(input: ResetByEmailInput): Promise<unknown> {
  return apiPost('/member/email/reset-password', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the email tab of /forgetpwd. */
export const useResetPasswordByEmail = () => useMutation({ mutationFn: resetPasswordByEmail });
