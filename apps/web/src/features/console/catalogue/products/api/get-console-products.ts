import type { ConsoleProductListParams, ConsoleProductListView } from '@sme/shared/schemas/console-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** GET console.product.list: a merchant's staff get only their merchant's products, admins every product. */
export function getConsoleProducts(filters: ConsoleProductListParams, signal?: AbortSignal): Promise<ConsoleProductListView> {
  return apiGet<ConsoleProductListView>('/console/product/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleProductsQuery = (filters: ConsoleProductListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_PRODUCTS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleProducts(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the products table's page. */
export const useConsoleProducts = (filters: ConsoleProductListParams) => useQuery(consoleProductsQuery(filters));
