import type { CategoryView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET category.tree: every category with its children. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryView[]> {
  return (await apiGet<{ list: CategoryView[] }>('/category/tree', undefined, { signal })).list;
}

/** GET category.list: top-level categories only. */
export async function getCategoryList(signal?: AbortSignal): Promise<CategoryView[]> {
  return (await apiGet<{ list: CategoryView[] }>('/category/list', undefined, { signal })).list;
}

/** Query options of the category tree (changes rarely). */
export const categoryTreeQuery = (locale: string) =>
  queryOptions({ queryKey: ['catalogue', 'categories', 'tree', locale], queryFn: ({ signal }) => getCategoryTree(signal), staleTime: 10 * 60_000 });

/** Query options of the top-level categories. */
export const categoryListQuery = (locale: string) =>
  queryOptions({ queryKey: ['catalogue', 'categories', 'list', locale], queryFn: ({ signal }) => getCategoryList(signal), staleTime: 10 * 60_000 });

/** Hook: the category tree in the active locale. */
export function useCategoryTree() {
  return useQuery(categoryTreeQuery(useLocale()));
}

/** Hook: the top-level categories in the active locale. */
export function useCategoryList() {
  return useQuery(categoryListQuery(useLocale()));
}
