import type { ConsoleCouponOfferRow, ConsolePage } from '@sme/shared/schemas/console-promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY, type PromotionFilters } from './promotion-keys';

/** GET console.couponOffer.list: a merchant's staff get only their merchant's offers, admins every offer. */
export function getConsoleOffers(filters: PromotionFilters, signal?: AbortSignal): Promise<ConsolePage<ConsoleCouponOfferRow>> {
  return apiGet<ConsolePage<ConsoleCouponOfferRow>>('/console/couponOffer/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the offers table; the previous page stays on screen while the next loads. */
export const consoleOffersQuery = (filters: PromotionFilters) =>
  queryOptions({
    queryKey: [...CONSOLE_PROMOTIONS_KEY, 'offers', filters],
    queryFn: ({ signal }) => getConsoleOffers(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the offers table's page. */
export const useConsoleOffers = (filters: PromotionFilters) => useQuery(consoleOffersQuery(filters));
