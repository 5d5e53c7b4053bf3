import type { CategoryView } from '@sme/shared/schemas/catalogue';
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
  return useQuery(
    queryOptions({ queryKey: [...CONSOLE_PRODUCTS_KEY, 'categories', locale], queryFn: ({ signal }) => getCategoryTree(signal), staleTime: 300_000 }),
  );
}
