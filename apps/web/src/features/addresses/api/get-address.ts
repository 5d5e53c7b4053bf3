import type { AddressView } from '@sme/shared/schemas/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ADDRESSES_QUERY_KEY } from './address-keys';

/** GET address.detail: one of the member's addresses; another member's (or an unknown) id answers 404. */
export function getAddress(id: string, signal?: AbortSignal): Promise<AddressView> {
  return apiGet<AddressView>(`/address/detail/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one address. */
export const addressQuery = (id: string, memberId: string | null) =>
  queryOptions({ queryKey: [...ADDRESSES_QUERY_KEY, 'detail', id, memberId], queryFn: ({ signal }) => getAddress(id, signal), retry: false });

/** Hook: the address of /addressEdit?id=… (nothing is fetched when adding). */
export function useAddress(id: string | null) {
  const memberId = useCurrentMemberId();
  return useQuery({ ...addressQuery(id ?? '', memberId), enabled: Boolean(id) });
}
