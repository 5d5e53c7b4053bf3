import type { ContentCard, ContentListParams, Page } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET content.list: news, articles or help pages, newest first. */
export function getContents(params: ContentListParams, signal?: AbortSignal): Promise<Page<ContentCard>> {
  return apiGet<Page<ContentCard>>('/content/list', { ...params }, { signal });
}

/** Query options of one content page. */
export const contentsQuery = (locale: string, params: ContentListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'contents', locale, params],
    queryFn: ({ signal }) => getContents(params, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of content in the active locale. */
export function useContents(params: ContentListParams) {
  return useQuery(contentsQuery(useLocale(), params));
}
