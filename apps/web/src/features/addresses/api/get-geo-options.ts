import type { DictListView, GeoDictType } from '@sme/shared/schemas/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET sys.dict.list?type=countries, or type=cities&parent=ISO2: the platform's country and city data. */
export function getGeoOptions(type: GeoDictType, parent: string | undefined, signal?: AbortSignal): Promise<DictListView> {
  return apiGet<DictListView>('/sys/dict/list', { type, ...(parent ? { parent } : {}) }, { signal });
}

/** Query options of a geo list in a language; the data does not change while the page is open. */
export const geoOptionsQuery = (type: GeoDictType, parent: string | undefined, locale: string) =>
  queryOptions({ queryKey: ['sys', 'dict', type, parent ?? null, locale], queryFn: ({ signal }) => getGeoOptions(type, parent, signal), staleTime: Infinity });

/** Hook: the countries in the reader's language. */
export function useCountries() {
  const locale = useLocale();
  return useQuery(geoOptionsQuery('countries', undefined, locale));
}

/** Hook: the cities (or districts) of a country; nothing is fetched before a country is chosen. */
export function useCities(countryCode: string | undefined) {
  const locale = useLocale();
  return useQuery({ ...geoOptionsQuery('cities', countryCode, locale), enabled: Boolean(countryCode) });
}
