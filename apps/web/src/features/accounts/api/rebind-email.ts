import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import type { MemberProfile } from '@/lib/session/user-store';
import { INLINE_CODES } from './inline-codes';
import type { CaptchaParams } from './types';

/** Fields of member.rebindEmail: the new address and the code sent to it (purpose REBIND). */
export interface RebindEmailInput extends CaptchaParams {
  email: string;
  code: string;
}

/** POST member.rebindEmail: move the account to a new email address. */
export function rebindEmail(input: RebindEmailInput): Promise<MemberProfile> {
  return apiPost<MemberProfile>('/member/email/rebind', { ...input }, { silentCodes: INLINE_CODES });
}

/** Mutation hook of the change-email dialog. */
export function useRebindEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rebindEmail, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
