import type { OrderCountView } from '@sme/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';

/** GET order.countByStatus (login required): how many orders the member has in each status. */
export function getOrderCounts(signal?: AbortSignal): Promise<OrderCountView> {
  return apiGet<OrderCountView>('/order/countByStatus', undefined, { signal });
}

/** Query options of the member's order counts. */
export const orderCountsQuery = (memberId: string | null) =>
  queryOptions({ queryKey: [...ORDERS_QUERY_KEY, 'counts', memberId], queryFn: ({ signal }) => getOrderCounts(signal) });

/** Hook: the counts behind the tabs of /orders. */
export function useOrderCounts() {
  const memberId = useCurrentMemberId();
  return useQuery(orderCountsQuery(memberId));
}
