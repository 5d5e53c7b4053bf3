import type { ConsoleCategoryNode } from '@sme/shared/schemas/console-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostJson } from '@/lib/api';
import { SHOWN_ON_FORM, catalogueKey } from '../../api/catalogue-keys';

/** GET console.category.tree: the whole tree with both names. */
export async function getConsoleCategories(signal?: AbortSignal): Promise<ConsoleCategoryNode[]> {
  return (await apiGet<{ list: ConsoleCategoryNode[] }>('/console/category/tree', undefined, { signal, omitMcId: true })).list;
}

/** Query options of the category tree. */
export const consoleCategoriesQuery = () =>
  queryOptions({ queryKey: catalogueKey('categories'), queryFn: ({ signal }) => getConsoleCategories(signal), staleTime: 0 });

/** Hook: the category tree. */
export const useConsoleCategories = () => useQuery(consoleCategoriesQuery());

/** POST console.category.create, or console.category.update when the body has an id; answers the new tree. */
export async function saveConsoleCategory(body: Record<string, unknown> & { id?: string }): Promise<ConsoleCategoryNode[]> {
  return (await apiPostJson<{ list: ConsoleCategoryNode[] }>(body.id ? '/console/category/update' : '/console/category/create', body, SHOWN_ON_FORM)).list;
}

/** POST console.category.delete (409 toasted by the client when products or subcategories use it). */
export function deleteConsoleCategory(id: string): Promise<{ id: string }> {
  return apiPostJson<{ id: string }>('/console/category/delete', { id }, { omitMcId: true });
}

/** Mutation hooks of the category changes; the tree is refreshed afterwards. */
export function useCategoryChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: catalogueKey('categories') });
  return { save: useMutation({ mutationFn: saveConsoleCategory, onSuccess }), remove: useMutation({ mutationFn: deleteConsoleCategory, onSuccess }) };
}
