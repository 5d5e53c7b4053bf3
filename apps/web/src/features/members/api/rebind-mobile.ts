import type { MemberProfileView, RebindMobileInput } from '@sme/shared/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import { INLINE_CODES } from './inline-codes';

/** POST member.rebindMobile: replace the account's mobile number. */
export function rebindMobile(input: RebindMobileInput): Promise<MemberProfileView> {
  return apiPost<MemberProfileView>('/member/mobile/rebind', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the change-mobile dialog for an account that has a number. */
export function useRebindMobile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebindMobile, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
