import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';
import type { CaptchaParams } from './types';

/** Fields of member.resetPasswordByMobile. */
export interface MobileResetInput extends CaptchaParams {
  region: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** POST member.resetPasswordByMobile: sets a new password and signs the member out everywhere. */
export function resetPasswordByMobile(input: MobileResetInput): Promise<unknown> {
  return apiPost('/member/mobile/reset-password', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile tab of /forgetpwd. */
export const useResetPasswordByMobile = () => useMutation({ mutationFn: resetPasswordByMobile });
