import type { AuditPageView, ConsoleAuditListParams } from '@sme/shared/schemas/console-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** One audit log entry, named for the audit table. */
export type { AuditEntryView } from '@sme/shared/schemas/console-audit';

/** GET console.audit.list (admins only). */
export function getAuditList(filters: ConsoleAuditListParams, signal?: AbortSignal): Promise<AuditPageView> {
  return apiGet<AuditPageView>('/console/audit/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the audit log (it only grows, so any earlier answer may be stale). */
export const auditListQuery = (filters: ConsoleAuditListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_QUERY_KEY, 'audit', filters],
    queryFn: ({ signal }) => getAuditList(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the audit table's page. */
export const useAuditList = (filters: ConsoleAuditListParams) => useQuery(auditListQuery(filters));
