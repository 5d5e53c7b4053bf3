import type { DashboardQuery, DashboardView } from '@sme/shared/schemas/console-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** GET console.report.dashboard. */
export function getDashboard(filters: DashboardQuery, signal?: AbortSignal): Promise<DashboardView> {
  return apiGet<DashboardView>('/console/report/dashboard', { ...filters }, { signal, omitMcId: true });
}

/** Query options of the dashboard (orders keep arriving, so an earlier answer may be stale). */
export const dashboardQueryOptions = (filters: DashboardQuery) =>
  queryOptions({
    queryKey: [...CONSOLE_QUERY_KEY, 'report', 'dashboard', filters],
    queryFn: ({ signal }) => getDashboard(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the dashboard of the filters. */
export const useDashboard = (filters: DashboardQuery) => useQuery(dashboardQueryOptions(filters));
