import type { TagView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET tag.list: every tag. */
export async function getTags(signal?: AbortSignal): Promise<TagView[]> {
  return (await apiGet<{ list: TagView[] }>('/tag/list', undefined, { signal })).list;
}

/** Query options of the tag list. */
export const tagsQuery = (locale: string) =>
  queryOptions({ queryKey: ['catalogue', 'tags', locale], queryFn: ({ signal }) => getTags(signal), staleTime: 10 * 60_000 });

/** Hook: every tag in the active locale. */
export function useTags() {
  return useQuery(tagsQuery(useLocale()));
}
