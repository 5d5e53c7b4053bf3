import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { CLAIM_REFUSAL_CODES, showClaimRefusal } from '@/lib/promotions/claim-refusal';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';

/** POST coupon.redeemOffer: claim the offer of a campaign link (public or unlisted, open now). */
export function redeemCouponOffer(cpOfferId: string): Promise<CouponInstanceView> {
  return apiPost<CouponInstanceView>('/coupon/redeemOffer', { cpOfferId }, { silentCodes: CLAIM_REFUSAL_CODES });
}

/** Mutation hook of claiming a campaign link's offer: says why a refusal happened, refreshes every coupon answer. */
export function useRedeemCouponOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCouponOffer,
    onError: showClaimRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
