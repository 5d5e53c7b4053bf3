import type { ApplicationView } from '@sme/shared/schemas/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { APPLICATIONS_API, APPLICATIONS_QUERY_KEY } from './application-keys';

/** GET application.detail (eform detail): one of the member's applications in full; another member's (or an unknown) id answers 404. */
export function getApplication(id: string, signal?: AbortSignal): Promise<ApplicationView> {
  return apiGet<ApplicationView>(`${APPLICATIONS_API}/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one application; reviewers move it on their own, so it is never taken as fresh. */
export const applicationQuery = (id: string, memberId: string | null) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'detail', id, memberId],
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: 0,
    retry: false,
  });

/** Hook: the application of a page's `?id=` (nothing is fetched without an id). */
export function useApplication(id: string | null) {
  const memberId = useCurrentMemberId();
  return useQuery({ ...applicationQuery(id ?? '', memberId), enabled: Boolean(id) });
}
