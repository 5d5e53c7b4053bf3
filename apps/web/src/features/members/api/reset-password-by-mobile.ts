import type { ResetByMobileInput } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.resetPasswordByMobile: sets a new password and signs the member out everywhere. */
export function resetPasswordByMobile(input: ResetByMobileInput): Promise<unknown> {
  return apiPost('/member/mobile/reset-password', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile tab of /forgetpwd. */
export const useResetPasswordByMobile = () => useMutation({ mutationFn: resetPasswordByMobile });
