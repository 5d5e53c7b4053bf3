import type { OidcProviderView } from '@sme/shared/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET member.oidcProviders (an empty list when none is configured). */
export function getOidcProviders(signal?: AbortSignal): Promise<{ list: OidcProviderView[] }> {
  return apiGet<{ list: OidcProviderView[] }>('/member/oidc/providers', undefined, { signal });
}

/** The providers change only with the server's configuration. */
export const oidcProvidersQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'oidc-providers'],
    queryFn: ({ signal }) => getOidcProviders(signal),
    staleTime: Infinity,
    select: (answer) => answer.list,
  });

/** Hook: the social sign-in providers to offer. */
export const useOidcProviders = () => useQuery(oidcProvidersQuery());
