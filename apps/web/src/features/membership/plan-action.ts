import { BILLING_CYCLES, type PurchaseKind, purchaseKindFor } from '@sme/shared/schemas/membership';
import { type BillingCycle, MEMBERSHIP_TIERS, type MembershipTier } from '@sme/shared/membership-plans';

/** What a plan card offers a member: join (none held), renew (same tier), upgrade (higher), or switch at the end (lower). */
export type PlanAction = 'CHOOSE' | 'RENEW' | 'UPGRADE' | 'SWITCH_LATER';

/** The action a plan card offers, given the tier the member holds now (null: none, or a visitor). */
export function planActionFor(planTier: MembershipTier, heldTier: MembershipTier | null): PlanAction {
  return ACTION_OF_KIND[purchaseKindFor(planTier, heldTier)];
}

const ACTION_OF_KIND: Readonly<Record<PurchaseKind, PlanAction>> = { NEW: 'CHOOSE', RENEW: 'RENEW', UPGRADE: 'UPGRADE', DOWNGRADE: 'SWITCH_LATER' };

/** The plan the page was asked to open: `?plan=GOLD&cycle=ANNUAL` from a card, `?renew=GOLD` from the renewal mail. */
export interface PlanTarget {
  tier: MembershipTier;
  /** Null when the link does not say (the renewal mail): the page picks one. */
  cycle: BillingCycle | null;
}

/** Read the plan to open from the page's query, ignoring anything that is not a tier or a cycle. */
export function planTargetOf(params: URLSearchParams): PlanTarget | null {
  const tier = (params.get('plan') ?? params.get('renew'))?.toUpperCase();
  if (!MEMBERSHIP_TIERS.includes(tier as MembershipTier)) return null;
  const cycle = params.get('cycle')?.toUpperCase();
  return { tier: tier as MembershipTier, cycle: BILLING_CYCLES.includes(cycle as BillingCycle) ? (cycle as BillingCycle) : null };
}

/** The query that opens a plan's dialog (`plan` and `cycle`), keeping the page's other parameters. */
export function withPlanTarget(params: URLSearchParams, target: { tier: MembershipTier; cycle: BillingCycle } | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['plan', 'renew', 'cycle']) next.delete(key);
  if (target) {
    next.set('plan', target.tier);
    next.set('cycle', target.cycle);
  }
  return next;
}
