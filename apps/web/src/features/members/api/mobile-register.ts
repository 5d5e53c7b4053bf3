import type { LoginResultView, MobileRegisterInput } from '@sme/shared/schemas/members';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { INLINE_CODES } from './inline-codes';

/** POST member.mobileRegister: creates the account and signs it in (the server sets the cookies). */
export function mobileRegister(input: MobileRegisterInput): Promise<LoginResultView> {
  return apiPost<LoginResultView>('/member/mobile/register', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the mobile registration form. */
export const useMobileRegister = () => useMutation({ mutationFn: mobileRegister });
