import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** One entry of sys.dict.list: a code and its label in the request's language. */
export interface DictItem {
  code: string;
  label: string;
}

/** GET sys.dict.list?type=countries, or type=cities&parent=ISO2: the platform's country and city data. */
export function getGeoOptions(type: 'countries' | 'cities', parent: string | undefined, signal?: AbortSignal): Promise<{ list: DictItem[] }> {
  return apiGet<{ list: DictItem[] }>('/sys/dict/list', { type, ...(parent ? { parent } : {}) }, { signal });
}

/** Query options of a geo list in a language; the data does not change while the page is open. */
export const geoOptionsQuery = (type: 'countries' | 'cities', parent: string | undefined, locale: string) =>
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
