import type { AddressView } from '@sme/shared/schemas/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** GET address.list (login required): the member's addresses, the default first. */
export function getCheckoutAddresses(signal?: AbortSignal): Promise<{ list: AddressView[] }> {
  return apiGet<{ list: AddressView[] }>('/address/list', undefined, { signal });
}

/**
 * Query options of the addresses checkout offers. The key sits under the addresses feature's root key
 * (member → addresses), so saving an address there refreshes the list here too.
 */
export const checkoutAddressesQuery = (memberId: string | null) =>
  queryOptions({ queryKey: [...MEMBER_QUERY_KEY, 'addresses', 'checkout', memberId], queryFn: ({ signal }) => getCheckoutAddresses(signal) });

/** Hook: the signed-in member's addresses, to deliver to and to prefill the buyer. */
export function useCheckoutAddresses() {
  const memberId = useCurrentMemberId();
  return useQuery(checkoutAddressesQuery(memberId));
}
