import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ConsoleApplicationView } from '@sme/shared/schemas/console-applications';
import { CONSOLE_APPLICATIONS_KEY, REVIEW_API } from './console-application-keys';

/** GET console.application.detail: identity numbers come masked unless the viewer is a reviewer. */
export function getConsoleApplication(id: string, signal?: AbortSignal): Promise<ConsoleApplicationView> {
  return apiGet<ConsoleApplicationView>(`${REVIEW_API}/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one application; applicants and other reviewers move it on their own, so it is never taken as fresh. */
export const consoleApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...CONSOLE_APPLICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getConsoleApplication(id, signal),
    staleTime: 0,
    retry: false,
  });

/** Hook: the application of /console/applications/:id. */
export const useConsoleApplication = (id: string) => useQuery(consoleApplicationQuery(id));
