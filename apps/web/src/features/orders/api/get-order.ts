import type { OrderView } from '@sme/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';

/** GET order.detail: one of the member's orders; another member's (or an unknown) id answers 404. */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return apiGet<OrderView>(`/order/detail/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one order; its status moves on its own (payment, timeout), so it is never taken as fresh. */
export const orderQuery = (id: string, memberId: string | null, locale: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', id, memberId, locale],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    retry: false,
  });

/** Hook: the order of /orderDetail?id=… (nothing is fetched without an id). */
export function useOrder(id: string | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...orderQuery(id ?? '', memberId, locale), enabled: Boolean(id) });
}
