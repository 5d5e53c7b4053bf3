import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_ORDERS_KEY } from './console-order-keys';
import type { ConsoleOrderListParams, ConsoleOrderListView } from '@sme/shared/schemas/console-orders';

/** GET console.order.list: a merchant's staff get only their merchant's orders, admins every order. */
export function getConsoleOrders(filters: ConsoleOrderListParams, signal?: AbortSignal): Promise<ConsoleOrderListView> {
  return apiGet<ConsoleOrderListView>('/console/order/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleOrdersQuery = (filters: ConsoleOrderListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleOrders(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the orders table's page. */
export const useConsoleOrders = (filters: ConsoleOrderListParams) => useQuery(consoleOrdersQuery(filters));
