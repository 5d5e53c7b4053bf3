import type { ConsoleTagView } from '@sme/shared/schemas/console-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostJson } from '@/lib/api';
import { SHOWN_ON_FORM, catalogueKey } from '../../api/catalogue-keys';

/** GET console.tag.list: every tag with its product count. */
export async function getConsoleTags(signal?: AbortSignal): Promise<ConsoleTagView[]> {
  return (await apiGet<{ list: ConsoleTagView[] }>('/console/tag/list', undefined, { signal, omitMcId: true })).list;
}

/** Query options of the tag list. */
export const consoleTagsQuery = () => queryOptions({ queryKey: catalogueKey('tags'), queryFn: ({ signal }) => getConsoleTags(signal), staleTime: 0 });

/** Hook: the tag list. */
export const useConsoleTags = () => useQuery(consoleTagsQuery());

/** POST console.tag.create, or console.tag.update when the body has an id. */
export function saveConsoleTag(body: Record<string, unknown> & { id?: string }): Promise<ConsoleTagView> {
  return apiPostJson<ConsoleTagView>(body.id ? '/console/tag/update' : '/console/tag/create', body, SHOWN_ON_FORM);
}

/** POST console.tag.delete: the tag and its links to products. */
export function deleteConsoleTag(id: string): Promise<{ id: string }> {
  return apiPostJson<{ id: string }>('/console/tag/delete', { id }, { omitMcId: true });
}

/** Mutation hooks of the tag changes; the list is refreshed afterwards. */
export function useTagChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: catalogueKey('tags') });
  return { save: useMutation({ mutationFn: saveConsoleTag, onSuccess }), remove: useMutation({ mutationFn: deleteConsoleTag, onSuccess }) };
}
