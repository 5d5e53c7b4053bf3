import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_ORDERS_KEY } from './console-order-keys';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';

/** GET console.order.detail: another merchant's order (or an unknown id) answers 404. */
export function getConsoleOrder(id: string, signal?: AbortSignal): Promise<ConsoleOrderView> {
  return apiGet<ConsoleOrderView>(`/console/order/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one order; payments and the buyer move it on their own, so it is never taken as fresh. */
export const consoleOrderQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getConsoleOrder(id, signal), staleTime: 0, retry: false });

/** Hook: the order of /console/orders/:id. */
export const useConsoleOrder = (id: string) => useQuery(consoleOrderQuery(id));
