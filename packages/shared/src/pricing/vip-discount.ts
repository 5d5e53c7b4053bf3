import type { MembershipTier } from '../membership-plans';
import { percentOfHalfUp } from './minor-units';

/**
 * The member (VIP) discount of each membership tier, in whole percent off goods. Demo values of ours,
 * kept here once: the tiers cost HK$80, HK$480 and HK$3,800 a month (section 9), so the discount grows with them.
 */
export const VIP_DISCOUNT_PERCENT: Readonly<Record<MembershipTier, number>> = {
  SILVER: 2,
  GOLD: 5,
  PLATINUM: 10,
};

/** The VIP discount on one line's remaining goods amount (after coupons and promo), rounded half up. */
export function vipDiscountOn(amountMinor: number, tier: MembershipTier | null): number {
  return tier ? percentOfHalfUp(amountMinor, VIP_DISCOUNT_PERCENT[tier]) : 0;
}
