import type { LoginResultView, MobileLoginInput } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.mobileLogin; the server sets the session cookies. */
export function mobileLogin(input: MobileLoginInput): Promise<LoginResultView> {
  return apiPost<LoginResultView>('/member/mobile/login', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile sign-in form. */
export const useMobileLogin = () => useMutation({ mutationFn: mobileLogin });
