import type { ExistsView } from '@sme/shared/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET member.emailExists: whether an address already has an account. */
export function checkEmailExists(email: string, signal?: AbortSignal): Promise<ExistsView> {
  return apiGet<ExistsView>('/member/email/exists', { email }, { signal });
}

/** One answer per address, kept a minute: typing back and forth does not ask again. */
export const emailExistsQuery = (email: string) =>
  queryOptions({
    queryKey: ['accounts', 'email-exists', email.toLowerCase()],
    queryFn: ({ signal }) => checkEmailExists(email, signal),
    staleTime: 60_000,
  });

/** Hook: whether `email` is taken; pass null while the address is not worth asking about. */
export const useEmailExists = (email: string | null) => useQuery({ ...emailExistsQuery(email ?? ''), enabled: email !== null });
