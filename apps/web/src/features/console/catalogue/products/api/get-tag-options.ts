import type { TagView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** GET tag.list (public): every tag, the product form's tag picker options. */
export async function getTagOptions(signal?: AbortSignal): Promise<TagView[]> {
  return (await apiGet<{ list: TagView[] }>('/tag/list', undefined, { signal })).list;
}

/** Hook: the tags in the reader's language. */
export function useTagOptions() {
  const locale = useLocale();
  return useQuery(queryOptions({ queryKey: [...CONSOLE_PRODUCTS_KEY, 'tags', locale], queryFn: ({ signal }) => getTagOptions(signal), staleTime: 300_000 }));
}
