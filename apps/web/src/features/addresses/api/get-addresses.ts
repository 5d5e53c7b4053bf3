import type { AddressView } from '@sme/shared/schemas/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ADDRESSES_QUERY_KEY } from './address-keys';

/** GET address.list (login required): the member's addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<{ list: AddressView[] }> {
  return apiGet<{ list: AddressView[] }>('/address/list', undefined, { signal });
}

/** Query options of the member's addresses. */
export const addressesQuery = (memberId: string | null) =>
  queryOptions({ queryKey: [...ADDRESSES_QUERY_KEY, 'list', memberId], queryFn: ({ signal }) => getAddresses(signal) });

/** Hook: the signed-in member's addresses. */
export function useAddresses() {
  const memberId = useCurrentMemberId();
  return useQuery(addressesQuery(memberId));
}
