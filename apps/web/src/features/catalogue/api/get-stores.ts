import type { MerchantRef } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET store.byIds: small merchant references by id (names for filter chips). */
export async function getStoresByIds(ids: string[], signal?: AbortSignal): Promise<MerchantRef[]> {
  return (await apiGet<{ list: MerchantRef[] }>('/store/byIds', { ids: ids.join(',') }, { signal })).list;
}

/** Query options of a set of merchant references. */
export const storesQuery = (locale: string, ids: string[]) =>
  queryOptions({ queryKey: ['catalogue', 'stores', locale, ids], queryFn: ({ signal }) => getStoresByIds(ids, signal), staleTime: 10 * 60_000 });

/** Hook: one merchant's reference (nothing is fetched without an id). */
export function useStore(id: string | undefined) {
  const locale = useLocale();
  const query = useQuery({ ...storesQuery(locale, id ? [id] : []), enabled: Boolean(id) });
  return query.data?.find((m) => m.id === id) ?? null;
}
