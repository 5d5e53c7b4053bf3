import type { ApplicationStatus } from '@sme/shared/application-status';
import type { ApplicationListView } from '@sme/shared/schemas/applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { APPLICATIONS_API, APPLICATIONS_QUERY_KEY } from './application-keys';

/** Applications per page of /applications. */
export const APPLICATIONS_PAGE_SIZE = 10;

/** GET application.list ("My applications"): the member's applications in a status (none = all), latest change first. */
export function listApplications(status: ApplicationStatus | null, page: number, signal?: AbortSignal): Promise<ApplicationListView> {
  return apiGet<ApplicationListView>(APPLICATIONS_API, { ...(status ? { status } : {}), page, size: APPLICATIONS_PAGE_SIZE }, { signal });
}

/** Query options of one page of the member's applications. */
export const applicationsQuery = (memberId: string | null, status: ApplicationStatus | null, page: number) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'list', memberId, status, page],
    queryFn: ({ signal }) => listApplications(status, page, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of the signed-in member's applications. */
export function useApplications(status: ApplicationStatus | null, page: number) {
  const memberId = useCurrentMemberId();
  return useQuery(applicationsQuery(memberId, status, page));
}
