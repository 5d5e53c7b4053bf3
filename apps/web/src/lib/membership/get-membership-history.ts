import type { MembershipHistoryEntry } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { MEMBERSHIP_QUERY_KEY } from './membership-keys';

/** GET membership.history: purchases with their payment state, redeemed cards and staff grants, newest first. */
export async function getMembershipHistory(signal?: AbortSignal): Promise<MembershipHistoryEntry[]> {
  const data = await apiGet<{ list: MembershipHistoryEntry[] }>('/membership/history', undefined, { signal });
  return data.list;
}

/** Query options of the member's membership history. */
export const membershipHistoryQuery = () =>
  queryOptions({ queryKey: [...MEMBERSHIP_QUERY_KEY, 'history'], queryFn: ({ signal }) => getMembershipHistory(signal) });

/** Hook: the member's membership history. */
export const useMembershipHistory = () => useQuery(membershipHistoryQuery());
