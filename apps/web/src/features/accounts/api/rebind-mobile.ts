import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import type { MemberProfile } from '@/lib/session/user-store';
import { INLINE_CODES } from './inline-codes';
import type { CaptchaParams } from './types';

/** Fields of member.bindMobile and member.rebindMobile: the new number and the code texted to it (purpose REBIND). */
export interface BindMobileInput extends CaptchaParams {
  region: string;
  mobile: string;
  code: string;
}

/** POST member.rebindMobile: replace the account's mobile number. */
export function rebindMobile(input: BindMobileInput): Promise<MemberProfile> {
  return apiPost<MemberProfile>('/member/mobile/rebind', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the change-mobile dialog for an account that has a number. */
export function useRebindMobile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebindMobile, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
