import type { GuestOrderView, OrderByMobileRequest } from '@sme/shared/schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/**
 * GET order.detailByMobile (no sign-in, rate limited): the order whose number and buyer mobile both match, without
 * its pickup code, with the email masked and the address reduced to its district; any mismatch answers 404 (silent: the page says it).
 */
export function getOrderByMobile(input: OrderByMobileRequest): Promise<GuestOrderView> {
  return apiGet<GuestOrderView>('/order/detailByMobile', { ...input });
}

/** Hook of a lookup: a mutation, since each search is the guest's explicit request and is not cached. */
export function useOrderLookup() {
  return useMutation({ mutationFn: getOrderByMobile });
}
