import type { ConsoleMemberListParams, ConsoleMemberListView } from '@sme/shared/schemas/console-members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_MEMBERS_KEY } from './console-member-keys';

/** GET console.member.list (admins): newest first, email and mobile masked. */
export function getConsoleMembers(filters: ConsoleMemberListParams, signal?: AbortSignal): Promise<ConsoleMemberListView> {
  return apiGet<ConsoleMemberListView>('/console/member/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleMembersQuery = (filters: ConsoleMemberListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_MEMBERS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleMembers(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the members table's page. */
export const useConsoleMembers = (filters: ConsoleMemberListParams) => useQuery(consoleMembersQuery(filters));
