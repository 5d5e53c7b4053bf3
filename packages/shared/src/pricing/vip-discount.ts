import { percentOfHalfUp } from './minor-units';
import type { VipDiscount } from './types';

/**
 * The member (VIP) discount on one line's remaining goods amount (after coupons and promo), rounded half up. The
 * percent of each tier is the plan's (membership_plans.vip_discount_percent, set in the back office); the caller
 * reads it with the member's tier, so the engine stays pure.
 */
export function vipDiscountOn(amountMinor: number, vip: VipDiscount | null): number {
  return vip ? percentOfHalfUp(amountMinor, vip.percent) : 0;
}
