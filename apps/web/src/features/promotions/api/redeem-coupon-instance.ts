import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { CLAIM_REFUSAL_CODES, showClaimRefusal } from '@/lib/promotions/claim-refusal';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';

/** POST coupon.redeemInstance: use a held coupon outside checkout (an in-store voucher); 409 when no longer usable. */
export function redeemCouponInstance(cpInstanceId: string): Promise<CouponInstanceView> {
  return apiPost<CouponInstanceView>('/coupon/redeemInstance', { cpInstanceId }, { silentCodes: CLAIM_REFUSAL_CODES });
}

/** Mutation hook of using a coupon in store: says why a refusal happened, refreshes every coupon answer. */
export function useRedeemCouponInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCouponInstance,
    onError: showClaimRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
