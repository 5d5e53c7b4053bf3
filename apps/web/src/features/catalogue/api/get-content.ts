import type { ContentDetail } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET content.detail: one content item with its sanitised body. A 404 is shown by the page, not toasted. */
export function getContent(id: string, signal?: AbortSignal): Promise<ContentDetail> {
  return apiGet<ContentDetail>(`/content/detail/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one content item. */
export const contentQuery = (locale: string, id: string) =>
  queryOptions({ queryKey: ['catalogue', 'content', locale, id], queryFn: ({ signal }) => getContent(id, signal) });

/** Hook: one content item in the active locale (nothing is fetched without an id). */
export function useContent(id: string | null) {
  const locale = useLocale();
  return useQuery({ ...contentQuery(locale, id ?? ''), enabled: Boolean(id) });
}
