import type { TagView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/**
 * GET tag.search: tags whose name starts with or contains the keyword, in either Chinese script. It lives in lib
 * because both the header's search box (app/layout) and the search page use it, and app code may not import features.
 */
export async function searchTags(keyword: string, signal?: AbortSignal): Promise<TagView[]> {
  return (await apiGet<{ list: TagView[] }>('/tag/search', { keyword }, { signal })).list;
}

/** Query options of a tag search. */
export const tagSearchQuery = (locale: string, keyword: string) =>
  queryOptions({ queryKey: ['catalogue', 'tagSearch', locale, keyword], queryFn: ({ signal }) => searchTags(keyword, signal), staleTime: 5 * 60_000 });

/** Hook: tags matching a keyword (nothing is fetched for an empty keyword). */
export function useTagSearch(keyword: string) {
  const locale = useLocale();
  const trimmed = keyword.trim();
  return useQuery({ ...tagSearchQuery(locale, trimmed), enabled: trimmed.length > 0 });
}
