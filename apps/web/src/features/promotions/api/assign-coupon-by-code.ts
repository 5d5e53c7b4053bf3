import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { CLAIM_REFUSAL_CODES, showClaimRefusal } from '@/lib/promotions/claim-refusal';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';

/** POST coupon.assignByCode: the coupon of the offer whose claim code this is (unknown code: 404). */
export function assignCouponByCode(code: string): Promise<CouponInstanceView> {
  return apiPost<CouponInstanceView>('/coupon/assignByCode', { code }, { silentCodes: CLAIM_REFUSAL_CODES });
}

/** Mutation hook of redeeming a claim code: says why a refusal happened, refreshes every coupon answer. */
export function useAssignCouponByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCouponByCode,
    onError: showClaimRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
