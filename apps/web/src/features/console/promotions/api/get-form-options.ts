import type { ConsoleProductListView, ConsoleProductRow } from '@sme/shared/schemas/console-products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET console.product.list, first 20 matches: products a promotion can list (the server keeps staff to their merchant's). */
export async function searchProducts(q: string, merchantId: string | null, signal?: AbortSignal): Promise<ConsoleProductRow[]> {
  const params = { page: 1, size: 20, ...(q ? { q } : {}), ...(merchantId ? { merchantId } : {}) };
  return (await apiGet<ConsoleProductListView>('/console/product/list', params, { signal, omitMcId: true })).list;
}

/** Hook: the product picker's matches for the typed text, within the promotion's merchant when it has one. */
export function useProductSearch(q: string, merchantId: string | null) {
  return useQuery({
    queryKey: [...CONSOLE_PROMOTIONS_KEY, 'products', q, merchantId],
    queryFn: ({ signal }) => searchProducts(q, merchantId, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
