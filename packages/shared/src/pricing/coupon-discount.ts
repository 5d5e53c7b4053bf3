import { percentOfHalfUp } from './minor-units';
import type { Coupon, LineCouponDiscount, PricingLine } from './types';

/**
 * Coupons, the first discount applied (section 3 discount items, discountType BYUNIT): each coupon takes its amount
 * off every unit of every line it covers. Several coupons on one line apply one after another on what is left of
 * the unit price, in coupon id order, so the result does not depend on the order the member picked them in.
 * A unit never goes below 0: a FIXPRICE larger than what is left takes what is left.
 */

/** Whether a coupon covers a line: its merchant (or a platform coupon), its products, and for FIXPRICE its currency. */
export function couponCovers(coupon: Coupon, line: PricingLine): boolean {
  if (coupon.merchantId !== null && coupon.merchantId !== line.merchantId) return false;
  if (coupon.method === 'FIXPRICE' && coupon.currency !== line.currency) return false;
  return coupon.isForAll || coupon.pidList.includes(line.productId);
}

/** The amount one coupon takes off a unit whose remaining price is `unitMinor` (the spec's discountPrice). */
export function couponUnitDiscount(coupon: Coupon, unitMinor: number): number {
  const off = coupon.method === 'PERCENT' ? percentOfHalfUp(unitMinor, coupon.percentage) : coupon.valueMinor;
  return Math.min(off, unitMinor);
}

/** The coupon discounts of one line, each per unit and for the whole quantity. */
export function lineCouponDiscounts(line: PricingLine, coupons: readonly Coupon[]): LineCouponDiscount[] {
  const ordered = [...coupons].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const result: LineCouponDiscount[] = [];
  let unitLeft = line.unitPriceMinor;
  for (const coupon of ordered) {
    if (!couponCovers(coupon, line)) continue;
    const discountPriceMinor = couponUnitDiscount(coupon, unitLeft);
    unitLeft -= discountPriceMinor;
    result.push({ couponId: coupon.id, discountPriceMinor, discountMinor: discountPriceMinor * line.quantity });
  }
  return result;
}
