/**
 * Every cached coupon answer: the member's coupons and the offers (which carry how many the member holds, so each key
 * names the member). Claiming or using a coupon invalidates them all.
 */
export const COUPONS_QUERY_KEY = ['coupons'] as const;
