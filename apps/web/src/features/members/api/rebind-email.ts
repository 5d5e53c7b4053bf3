import type { MemberProfileView, RebindEmailInput } from '@sme/shared/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import { INLINE_CODES } from './inline-codes';

/** POST member.rebindEmail: move the account to a new email address. */
export function rebindEmail(input: RebindEmailInput): Promise<MemberProfileView> {
  return apiPost<MemberProfileView>('/member/email/rebind', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the change-email dialog. */
export function useRebindEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebindEmail, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
