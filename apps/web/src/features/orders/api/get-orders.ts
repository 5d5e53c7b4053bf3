import type { OrderStatus } from '@sme/shared/order-status';
import type { OrderListView } from '@sme/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';

/** Orders per page of /orders. */
export const ORDERS_PAGE_SIZE = 10;

/** GET order.list (login required): the member's orders in these statuses (none = all), newest first. */
export function getOrders(statuses: readonly OrderStatus[], page: number, signal?: AbortSignal): Promise<OrderListView> {
  return apiGet<OrderListView>('/order/list', { ...(statuses.length ? { status: statuses.join(',') } : {}), page, size: ORDERS_PAGE_SIZE }, { signal });
}

/** Query options of one page of orders; names are localised, so the language is in the key. */
export const ordersQuery = (memberId: string | null, locale: string, statuses: readonly OrderStatus[], page: number) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', memberId, locale, statuses.join(','), page],
    queryFn: ({ signal }) => getOrders(statuses, page, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of the signed-in member's orders in a tab's statuses. */
export function useOrders(statuses: readonly OrderStatus[], page: number) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery(ordersQuery(memberId, locale, statuses, page));
}
