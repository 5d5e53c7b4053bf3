import type { MerchantCard, Page } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { FAVOURITES_QUERY_KEY } from '@/lib/favourites/favourite-keys';
import { useLocale } from '@/lib/i18n';

/** GET /favorite/merchants: the member's favourite merchants, newest first (login required). */
export function getFavouriteMerchants(page: number, size: number, signal?: AbortSignal): Promise<Page<MerchantCard>> {
  return apiGet<Page<MerchantCard>>('/favorite/merchants', { page, size }, { signal });
}

/** Query options of one page; under the favourites key, so every favourite change refreshes it. */
export const favouriteMerchantsQuery = (page: number, size: number, locale: string) =>
  queryOptions({
    queryKey: [...FAVOURITES_QUERY_KEY, 'merchants', locale, page, size],
    queryFn: ({ signal }) => getFavouriteMerchants(page, size, signal),
  });

/** Hook: one page of favourite merchants (the previous page stays on screen while the next loads). */
export function useFavouriteMerchants(page: number, size: number) {
  const locale = useLocale();
  return useQuery({ ...favouriteMerchantsQuery(page, size, locale), placeholderData: keepPreviousData });
}
