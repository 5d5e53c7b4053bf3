import type { ProfileUpdate } from '@sme/shared/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { rememberProfile } from '@/lib/session/get-profile';
import type { MemberProfile } from '@/lib/session/user-store';

/** POST member.updateMember: the editable profile fields at once (an empty string clears a field). */
export function updateMember(input: ProfileUpdate): Promise<MemberProfile> {
  return apiPost<MemberProfile>('/member/profile', { ...input });
}

/** Mutation hook of the profile form; the answered profile replaces the cached one (header name included). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMember, onSuccess: (profile) => rememberProfile(queryClient, profile) });
}
