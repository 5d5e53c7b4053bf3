import type { AdPlacement, AdView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET ads.list: the live ads of one placement, in their order. */
export async function getAds(placement: AdPlacement, signal?: AbortSignal): Promise<AdView[]> {
  return (await apiGet<{ list: AdView[] }>('/ads/list', { placement }, { signal })).list;
}

/** Query options of one placement's ads. */
export const adsQuery = (locale: string, placement: AdPlacement) =>
  queryOptions({ queryKey: ['catalogue', 'ads', locale, placement], queryFn: ({ signal }) => getAds(placement, signal), staleTime: 5 * 60_000 });

/** Hook: one placement's ads in the active locale. */
export function useAds(placement: AdPlacement) {
  return useQuery(adsQuery(useLocale(), placement));
}
