import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ConsoleApplicationListParams, ConsoleApplicationListView } from '@sme/shared/schemas/console-applications';
import { CONSOLE_APPLICATIONS_KEY, REVIEW_API } from './console-application-keys';

/** GET console.application.list: the review queue, filtered and paged on the server. */
export function getConsoleApplications(filters: ConsoleApplicationListParams, signal?: AbortSignal): Promise<ConsoleApplicationListView> {
  return apiGet<ConsoleApplicationListView>(`${REVIEW_API}/list`, { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the queue; the previous page stays on screen while the next loads. */
export const consoleApplicationsQuery = (filters: ConsoleApplicationListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_APPLICATIONS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleApplications(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the queue's page. */
export const useConsoleApplications = (filters: ConsoleApplicationListParams) => useQuery(consoleApplicationsQuery(filters));
