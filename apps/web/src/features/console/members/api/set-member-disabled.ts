import type { ConsoleMemberView } from '@sme/shared/schemas/console-members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_MEMBERS_KEY } from './console-member-keys';

/** Refusals the dialog shows itself (an admin or oneself 403, already changed 409), so no toast repeats them. */
const SHOWN_IN_DIALOG = { omitMcId: true, silentCodes: [403, 409] };

/** POST console.member.disable: the member's sessions end and sign-ins are refused; audited with the reason. */
export const disableMember = (input: { id: string; reason: string }) =>
  apiPostJson<ConsoleMemberView>('/console/member/disable', { ...input }, SHOWN_IN_DIALOG);

/** POST console.member.enable: the member may sign in again; audited. */
export const enableMember = (id: string) => apiPostJson<ConsoleMemberView>('/console/member/enable', { id }, SHOWN_IN_DIALOG);

/** Mutation hook of disableMember; every member answer is refreshed afterwards. */
export function useDisableMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMember, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_MEMBERS_KEY }) });
}

/** Mutation hook of enableMember; every member answer is refreshed afterwards. */
export function useEnableMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableMember, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_MEMBERS_KEY }) });
}
