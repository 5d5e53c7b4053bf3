import { Codes } from '@sme/shared/codes';
import type { LoginResultView } from '@sme/shared/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST member.quickLogin: the member of the live session cookie. No session answers 401, which is no error here. */
export function quickLogin(): Promise<LoginResultView> {
  return apiPost<LoginResultView>('/member/quick-login', undefined, { silentCodes: [Codes.UNAUTHORIZED.code] });
}

/**
 * Asked once when /login opens with a memberId cookie. A query rather than a mutation so React mounting the page
 * twice in development still sends one request; never cached beyond the visit.
 */
export const quickLoginQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['accounts', 'quick-login', memberId],
    queryFn: () => quickLogin(),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** Hook: the session's member, when the visitor arrives with a memberId cookie (null: nothing to ask). */
export const useQuickLogin = (memberId: string | null) => useQuery({ ...quickLoginQuery(memberId ?? ''), enabled: memberId !== null });
