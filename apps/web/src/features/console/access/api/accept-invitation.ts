import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** POST console.staff.accept: the signed-in member (whose email the invitation names) takes its roles. */
export function acceptInvitation(token: string): Promise<unknown> {
  return apiPostJson<unknown>('/console/staff/accept', { token });
}

/** Mutation hook: accept, then re-read everything about the member (the profile's roles changed, and console.me). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }) });
}
