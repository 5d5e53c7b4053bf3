import type { ConsoleSpecialOrderListParams, ConsoleSpecialOrderListView } from '@sme/shared/schemas/console-special-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_SPECIAL_ORDERS_KEY } from './console-special-order-keys';

/** GET console.specialOrder.list: a merchant's staff get their merchant's requests, admins all; contact masked. */
export function getConsoleSpecialOrders(filters: ConsoleSpecialOrderListParams, signal?: AbortSignal): Promise<ConsoleSpecialOrderListView> {
  return apiGet<ConsoleSpecialOrderListView>('/console/specialOrder/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleSpecialOrdersQuery = (filters: ConsoleSpecialOrderListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_SPECIAL_ORDERS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleSpecialOrders(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the requests table's page. */
export const useConsoleSpecialOrders = (filters: ConsoleSpecialOrderListParams) => useQuery(consoleSpecialOrdersQuery(filters));
