import { allocateProportionally, percentOfHalfUp } from './minor-units';
import type { PromoCode } from './types';

/**
 * The promo discount, applied after coupons on what the covered lines have left: FIXPRICE takes its value once
 * (per ORDER) or once per person, a person being one unit of a covered product (per PERSON, see PromoCountMode);
 * PERCENT takes its percentage of the covered goods, rounded half up. Never more than the covered lines have left;
 * the amount is then spread over those lines in proportion to what each has left, so none goes below 0.
 */

/** Number of people a per-person promo counts on the covered lines: one per unit. */
export function promoPeopleCount(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** The promo discount of each covered line, given what each has left after coupons and its quantity. */
export function promoLineDiscounts(promo: PromoCode, lines: ReadonlyArray<{ leftMinor: number; quantity: number }>): number[] {
  const base = lines.reduce((sum, l) => sum + l.leftMinor, 0);
  const wanted =
    promo.method === 'PERCENT' ? percentOfHalfUp(base, promo.percentage) : promo.valueMinor * (promo.per === 'PERSON' ? promoPeopleCount(lines) : 1);
  return allocateProportionally(
    Math.min(wanted, base),
    lines.map((l) => l.leftMinor),
  );
}
