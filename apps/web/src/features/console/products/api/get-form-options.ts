import type { CategoryView, MerchantCard, Page } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** GET category.tree (public): the category select's options. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryView[]> {
  return (await apiGet<{ list: CategoryView[] }>('/category/tree', undefined, { signal })).list;
}

/** Hook: the category tree in the reader's language. */
export function useCategoryTree() {
  const locale = useLocale();
  return useQuery(queryOptions({ queryKey: [...CONSOLE_PRODUCTS_KEY, 'categories', locale], queryFn: ({ signal }) => getCategoryTree(signal), staleTime: 300_000 }));
}

/** GET merchant.list (public), first 50: the merchants an admin creates products for. */
export async function getMerchantOptions(signal?: AbortSignal): Promise<MerchantCard[]> {
  return (await apiGet<Page<MerchantCard>>('/merchant/list', { page: 1, size: 50 }, { signal })).list;
}

/** Hook: the merchant select's options (admins only: `enabled`). */
export function useMerchantOptions(enabled: boolean) {
  const locale = useLocale();
  return useQuery({ queryKey: [...CONSOLE_PRODUCTS_KEY, 'merchants', locale], queryFn: ({ signal }) => getMerchantOptions(signal), staleTime: 300_000, enabled });
}
