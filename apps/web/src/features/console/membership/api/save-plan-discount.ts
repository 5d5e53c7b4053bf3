import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { planDiscountInput } from '@sme/shared/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_MEMBERSHIP_KEY } from './membership-keys';

/** What saving one plan's discount sends. */
export type PlanDiscountInput = z.input<typeof planDiscountInput>;

/** Save console.membership.plans: one plan's VIP discount percent (checkout discounts follow at once); audited. */
export const savePlanDiscount = (input: PlanDiscountInput) =>
  apiPostJson<MembershipPlanView>('/console/membership/plans', { ...input }, { omitMcId: true, silentCodes: [400] });

/** Mutation hook of savePlanDiscount; the plans are refreshed afterwards. */
export function useSavePlanDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlanDiscount, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_MEMBERSHIP_KEY }) });
}
