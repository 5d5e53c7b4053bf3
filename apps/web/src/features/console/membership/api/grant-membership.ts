import type { ConsoleMemberMembershipView, ConsoleMembershipGrantInput } from '@sme/shared/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_MEMBERSHIP_KEY } from './membership-keys';

/** POST console.membership.grant: grant a tier for months, extend by days, or end all held; audited with the reason. Refusals stay in the dialog. */
export const grantMembership = (input: ConsoleMembershipGrantInput) =>
  apiPostJson<ConsoleMemberMembershipView>('/console/membership/grant', { ...input }, { omitMcId: true, silentCodes: [400, 404, 409, 3207] });

/** Mutation hook of grantMembership; the member's membership is refreshed afterwards. */
export function useGrantMembership() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: grantMembership, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_MEMBERSHIP_KEY }) });
}
