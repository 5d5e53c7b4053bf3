import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { ApplicationView } from '@sme/shared/schemas/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { getApplication } from './get-application';
import { listApplications } from './list-applications';

/**
 * The application a form page opens: `?id=` (application.detail), else the member's latest draft of that kind
 * (application.list in status DRAFT, newest change first), else null for a fresh form (created on its first save).
 */
export async function resumeApplication(kind: ApplicationKind, id: string | null, signal?: AbortSignal): Promise<ApplicationView | null> {
  if (id) return getApplication(id, signal);
  const drafts = await listApplications('DRAFT', 1, signal);
  const latest = drafts.list.find((a) => a.kind === kind);
  return latest ? getApplication(latest.id, signal) : null;
}

/**
 * Query options of the form's starting point. Read once per visit (the form then owns the answers and saves them), so
 * it sits outside the applications key that mutations refresh: a refetch is an explicit reload.
 */
export const resumeApplicationQuery = (kind: ApplicationKind, id: string | null, memberId: string | null) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'application-form', kind, id, memberId],
    queryFn: ({ signal }) => resumeApplication(kind, id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Hook: the application the form page starts from (nothing is fetched for a visitor). */
export function useResumeApplication(kind: ApplicationKind, id: string | null, enabled: boolean) {
  const memberId = useCurrentMemberId();
  return useQuery({ ...resumeApplicationQuery(kind, id, memberId), enabled });
}
