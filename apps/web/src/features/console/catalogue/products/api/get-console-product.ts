import type { ConsoleProductView } from '@sme/shared/schemas/console-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** GET console.product.detail: every field the form edits. */
export function getConsoleProduct(id: string, signal?: AbortSignal): Promise<ConsoleProductView> {
  return apiGet<ConsoleProductView>(`/console/product/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one product. */
export const consoleProductQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_PRODUCTS_KEY, 'detail', id], queryFn: ({ signal }) => getConsoleProduct(id, signal), staleTime: 0 });

/** Hook: one product for the form (not fetched while creating). */
export const useConsoleProduct = (id: string | undefined) => useQuery({ ...consoleProductQuery(id ?? ''), enabled: !!id });
