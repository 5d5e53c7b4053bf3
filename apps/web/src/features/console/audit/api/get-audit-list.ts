import type { Role } from '@sme/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** One audit log entry: who did what to which target, with the action's details. */
export interface AuditEntryView {
  id: string;
  actorId: string;
  actorRoles: Role[];
  /** The actor's display name and email (or mobile); null when the member no longer exists. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  merchantId: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  at: string;
}

/** console.audit.list answer. */
export interface AuditPage {
  list: AuditEntryView[];
  total: number;
  page: number;
  size: number;
}

/** The audit table's filters, as they travel in the page URL and the query string. */
export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO instants; `to` is exclusive. */
  from?: string;
  to?: string;
  page: number;
  size: number;
}

/** GET console.audit.list (admins only). */
export function getAuditList(filters: AuditFilters, signal?: AbortSignal): Promise<AuditPage> {
  return apiGet<AuditPage>('/console/audit/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the audit log (it only grows, so any earlier answer may be stale). */
export const auditListQuery = (filters: AuditFilters) =>
  queryOptions({ queryKey: [...CONSOLE_QUERY_KEY, 'audit', filters], queryFn: ({ signal }) => getAuditList(filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: the audit table's page. */
export const useAuditList = (filters: AuditFilters) => useQuery(auditListQuery(filters));
