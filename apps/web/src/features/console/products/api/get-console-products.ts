import type { ConsoleProductListView, ProductStatus } from '@sme/shared/schemas/console-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** The products table's filters and page, as the URL keeps them. */
export interface ConsoleProductFilters {
  q?: string | undefined;
  status?: ProductStatus | undefined;
  categoryId?: string | undefined;
  /** Admins: one merchant's products only. */
  merchantId?: string | undefined;
  page: number;
  size: number;
}

/** GET console.product.list: a merchant's staff get only their merchant's products, admins every product. */
export function getConsoleProducts(filters: ConsoleProductFilters, signal?: AbortSignal): Promise<ConsoleProductListView> {
  return apiGet<ConsoleProductListView>('/console/product/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleProductsQuery = (filters: ConsoleProductFilters) =>
  queryOptions({
    queryKey: [...CONSOLE_PRODUCTS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleProducts(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the products table's page. */
export const useConsoleProducts = (filters: ConsoleProductFilters) => useQuery(consoleProductsQuery(filters));
