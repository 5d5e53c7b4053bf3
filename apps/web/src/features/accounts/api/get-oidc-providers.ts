import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** A configured social sign-in provider. */
export interface OidcProvider {
  id: string;
  name: string;
}

/** GET member.oidcProviders (an empty list when none is configured). */
export function getOidcProviders(signal?: AbortSignal): Promise<{ list: OidcProvider[] }> {
  return apiGet<{ list: OidcProvider[] }>('/member/oidc/providers', undefined, { signal });
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
