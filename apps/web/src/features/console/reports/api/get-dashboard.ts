import type { DashboardView, ReportGranularity } from '@sme/shared/schemas/console-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** The dashboard's filters: Hong Kong days, both included. */
export interface DashboardFilters {
  from: string;
  to: string;
  granularity: ReportGranularity;
}

/** GET console.report.dashboard. */
export function getDashboard(filters: DashboardFilters, signal?: AbortSignal): Promise<DashboardView> {
  return apiGet<DashboardView>('/console/report/dashboard', { ...filters }, { signal, omitMcId: true });
}

/** Query options of the dashboard (orders keep arriving, so an earlier answer may be stale). */
export const dashboardQueryOptions = (filters: DashboardFilters) =>
  queryOptions({ queryKey: [...CONSOLE_QUERY_KEY, 'report', 'dashboard', filters], queryFn: ({ signal }) => getDashboard(filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: the dashboard of the filters. */
export const useDashboard = (filters: DashboardFilters) => useQuery(dashboardQueryOptions(filters));
