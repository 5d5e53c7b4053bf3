import type { CouponOfferView } from '@sme/shared/schemas/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** GET coupon.merchantList: the merchant's public coupon offers open now (session optional; an unknown merchant has none). */
export function getMerchantCoupons(merchantId: string, signal?: AbortSignal): Promise<{ list: CouponOfferView[] }> {
  return apiGet<{ list: CouponOfferView[] }>(`/coupon/merchantList/${encodeURIComponent(merchantId)}`, undefined, { signal });
}

/**
 * Query options of a merchant's offers: under the coupons key, so collecting one (which invalidates every coupon answer)
 * re-reads what the member holds; titles are localised and `heldByMe` / `canCollect` are the member's, so both are in it.
 */
export const merchantCouponsQuery = (merchantId: string, locale: string, memberId: string | null) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'byMerchant', merchantId, locale, memberId],
    queryFn: ({ signal }) => getMerchantCoupons(merchantId, signal),
    retry: false,
  });

/** Hook: the coupons the merchant page offers to collect. */
export function useMerchantCoupons(merchantId: string) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery(merchantCouponsQuery(merchantId, locale, memberId));
}
