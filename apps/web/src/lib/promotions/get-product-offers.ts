import type { CouponOfferView } from '@sme/shared/schemas/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { COUPONS_QUERY_KEY } from './coupon-keys';

/** GET coupon.publicOffersByProduct: the public offers open now that cover this product (session optional). */
export function getProductOffers(productId: string, signal?: AbortSignal): Promise<{ list: CouponOfferView[] }> {
  return apiGet<{ list: CouponOfferView[] }>(`/coupon/publicOffersByProduct/${encodeURIComponent(productId)}`, undefined, { signal });
}

/** Query options of a product's offers; titles are localised and `heldByMe` is the member's, so both are in the key. */
export const productOffersQuery = (productId: string, locale: string, memberId: string | null) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'byProduct', productId, locale, memberId],
    queryFn: ({ signal }) => getProductOffers(productId, signal),
    retry: false,
  });

/** Hook: the coupons a product page offers to collect. */
export function useProductOffers(productId: string) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery(productOffersQuery(productId, locale, memberId));
}
