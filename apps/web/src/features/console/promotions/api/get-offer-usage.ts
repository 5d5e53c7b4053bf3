import type { ConsoleCouponOfferUsageView } from '@sme/shared/schemas/console-promotions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET console.couponOffer.usage: the offer's coupons by state, their discount, and one page of the used ones. */
export function getOfferUsage(id: string, page: { page: number; size: number }, signal?: AbortSignal): Promise<ConsoleCouponOfferUsageView> {
  return apiGet<ConsoleCouponOfferUsageView>(`/console/couponOffer/usage/${encodeURIComponent(id)}`, { ...page }, { signal, omitMcId: true });
}

/** Hook: the usage report of an offer (fetched while `enabled`, i.e. while its drawer is open). */
export function useOfferUsage(id: string, page: { page: number; size: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_PROMOTIONS_KEY, 'offerUsage', id, page],
    queryFn: ({ signal }) => getOfferUsage(id, page, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
