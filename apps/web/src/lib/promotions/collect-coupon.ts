import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { COUPONS_QUERY_KEY } from './coupon-keys';
import { CLAIM_REFUSAL_CODES, showClaimRefusal } from './claim-refusal';

/** POST coupon.collect: one coupon of a public offer open now (409 sold out or limit reached, 400 not open). */
export function collectCoupon(cpOfferId: string): Promise<CouponInstanceView> {
  return apiPost<CouponInstanceView>('/coupon/collect', { cpOfferId }, { silentCodes: CLAIM_REFUSAL_CODES });
}

/** Mutation hook of collecting a coupon (coupon centre, product page): says why a refusal happened, refreshes every coupon answer. */
export function useCollectCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectCoupon,
    onError: showClaimRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
