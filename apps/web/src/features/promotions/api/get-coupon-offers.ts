import type { CouponOfferPage } from '@sme/shared/schemas/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** Offers per page of the coupon centre. */
export const OFFERS_PAGE_SIZE = 12;

/** GET coupon.offers: the coupon centre's offers (session optional: a member's answer says what they can collect). */
export function getCouponOffers(page: number, signal?: AbortSignal): Promise<CouponOfferPage> {
  return apiGet<CouponOfferPage>('/coupon/offers', { page, size: OFFERS_PAGE_SIZE }, { signal });
}

/** Query options of one page of the coupon centre. */
export const couponOffersQuery = (memberId: string | null, locale: string, page: number) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'offers', memberId, locale, page],
    queryFn: ({ signal }) => getCouponOffers(page, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of the coupon centre. */
export function useCouponOffers(page: number) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery(couponOffersQuery(memberId, locale, page));
}
