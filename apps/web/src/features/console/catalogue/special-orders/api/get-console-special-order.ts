import type { ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_SPECIAL_ORDERS_KEY } from './console-special-order-keys';

/** GET console.specialOrder.detail: the request with email and phone in full, and its quote or decline. */
export function getConsoleSpecialOrder(id: string, signal?: AbortSignal): Promise<ConsoleSpecialOrderView> {
  return apiGet<ConsoleSpecialOrderView>(`/console/specialOrder/detail/${id}`, undefined, { signal, omitMcId: true, silentCodes: [404] });
}

/** Query options of one request. */
export const consoleSpecialOrderQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_SPECIAL_ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getConsoleSpecialOrder(id, signal), staleTime: 0 });

/** Hook: one request. */
export const useConsoleSpecialOrder = (id: string) => useQuery(consoleSpecialOrderQuery(id));
