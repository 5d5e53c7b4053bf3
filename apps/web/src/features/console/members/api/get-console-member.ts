import type { ConsoleMemberView } from '@sme/shared/schemas/console-members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_MEMBERS_KEY } from './console-member-keys';

/** GET console.member.detail: the profile with contact in full, and the member's activity. */
export function getConsoleMember(id: string, signal?: AbortSignal): Promise<ConsoleMemberView> {
  return apiGet<ConsoleMemberView>(`/console/member/detail/${id}`, undefined, { signal, omitMcId: true, silentCodes: [404] });
}

/** Query options of one member. */
export const consoleMemberQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_MEMBERS_KEY, 'detail', id], queryFn: ({ signal }) => getConsoleMember(id, signal), staleTime: 0 });

/** Hook: one member. */
export const useConsoleMember = (id: string) => useQuery(consoleMemberQuery(id));
