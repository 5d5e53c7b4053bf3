import type { ConsoleMemberMembershipView } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_MEMBERSHIP_KEY } from './membership-keys';

/** GET console.membership.member: one member's current tier, periods and history as staff see them. */
export function getMemberMembership(memberId: string, signal?: AbortSignal): Promise<ConsoleMemberMembershipView> {
  return apiGet<ConsoleMemberMembershipView>(`/console/membership/members/${memberId}`, undefined, { signal, omitMcId: true, silentCodes: [404] });
}

/** Query options of one member's membership. */
export const memberMembershipQuery = (memberId: string) =>
  queryOptions({
    queryKey: [...CONSOLE_MEMBERSHIP_KEY, 'member', memberId],
    queryFn: ({ signal }) => getMemberMembership(memberId, signal),
    staleTime: 0,
  });

/** Hook: one member's membership (idle without a member). */
export const useMemberMembership = (memberId: string | undefined) => useQuery({ ...memberMembershipQuery(memberId ?? ''), enabled: Boolean(memberId) });
