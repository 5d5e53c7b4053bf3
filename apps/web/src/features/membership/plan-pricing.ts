import type { BillingCycle, MembershipPlanView } from '@sme/shared/membership-plans';

/** What a plan card shows for a billing cycle, all in minor units of the plan's currency. */
export interface PlanPrice {
  /** Amount charged per billing period. */
  chargedMinor: number;
  /** Monthly equivalent of an annual charge (rounded to the cent); null when billed monthly. */
  perMonthMinor: number | null;
  /** Saved in a year against twelve monthly payments; null when billed monthly. */
  savingMinor: number | null;
}

/** Prices of a plan for the chosen cycle, derived from the two prices the server sent (never from constants). */
export function planPrice(plan: MembershipPlanView, cycle: BillingCycle): PlanPrice {
  if (cycle === 'MONTHLY') return { chargedMinor: plan.monthlyPriceMinor, perMonthMinor: null, savingMinor: null };
  return {
    chargedMinor: plan.annualPriceMinor,
    perMonthMinor: Math.round(plan.annualPriceMinor / 12),
    savingMinor: plan.monthlyPriceMinor * 12 - plan.annualPriceMinor,
  };
}
