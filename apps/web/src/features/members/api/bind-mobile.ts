import type { MemberProfileView, RebindMobileInput } from '@sme/shared/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import { INLINE_CODES } from './inline-codes';

/** POST member.bindMobile: add a mobile number to an account that has none yet. */
export function bindMobile(input: RebindMobileInput): Promise<MemberProfileView> {
  return apiPost<MemberProfileView>('/member/mobile/bind', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the add-mobile dialog. */
export function useBindMobile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bindMobile, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
