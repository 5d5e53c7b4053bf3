import type { Page, ProductCard, ProductListParams } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** Parameters of product.list (the URL state of /pl, /pmsList and /pmsSearch), named for the list pages. */
export type { ProductListParams } from '@sme/shared/schemas/catalogue';

/** GET product.list; with a keyword it is a search (highlights filled, relevance first). */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return apiGet<Page<ProductCard>>('/product/list', { ...params }, { signal });
}

/** Query options of one product page; the previous page stays on screen while the next loads. */
export const productsQuery = (locale: string, params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'products', locale, params],
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of products in the active locale. */
export function useProducts(params: ProductListParams, enabled = true) {
  const locale = useLocale();
  return useQuery({ ...productsQuery(locale, params), enabled });
}
