import type { MembershipPurchaseInput, MembershipPurchaseView } from '@sme/shared/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/membership/membership-keys';
import { PURCHASE_REFUSAL_CODES } from './get-membership-quote';

/** POST membership.purchase: an awaiting-payment purchase of the plan at the quoted price, paid next on /payments?purchaseId=… */
export function purchaseMembership(input: MembershipPurchaseInput): Promise<MembershipPurchaseView> {
  return apiPost<MembershipPurchaseView>('/membership/purchase', { tier: input.tier, cycle: input.cycle }, { silentCodes: [...PURCHASE_REFUSAL_CODES] });
}

/** Mutation hook of buying a plan: the history now holds the purchase (the plan itself changes once it is paid). */
export function usePurchaseMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MEMBERSHIP_QUERY_KEY, 'history'] }),
  });
}
