import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductListParams } from '../api/get-products';
import { readProductListUrl, writeProductListUrl } from './product-list-url';

/** The product list's state and its setters; every change is a new history entry, so back and forward walk it. */
export interface ProductListState {
  params: ProductListParams;
  /** Change some parameters; any change other than the page goes back to page 1. */
  update: (patch: Partial<ProductListParams>) => void;
  /** Drop every filter, keeping the keyword (a search stays a search). */
  clearFilters: () => void;
}

/** Hook: the state of /pl, /pmsList and /pmsSearch, held entirely in the URL query. */
export function useProductListState(): ProductListState {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readProductListUrl(search), [search]);

  const update = useCallback(
    (patch: Partial<ProductListParams>) => {
      const next: ProductListParams = { ...params, ...patch };
      if (!('page' in patch)) delete next.page;
      setSearch(writeProductListUrl(next));
    },
    [params, setSearch],
  );

  const clearFilters = useCallback(() => {
    setSearch(writeProductListUrl({ keyword: params.keyword, sort: params.sort }));
  }, [params.keyword, params.sort, setSearch]);

  return { params, update, clearFilters };
}
