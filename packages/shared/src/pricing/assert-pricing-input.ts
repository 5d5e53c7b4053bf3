import type { PricingInput } from './types';

/**
 * A pricing input the callers should never build: a line in another currency (the cart rules refuse mixed
 * currencies with 4400 before pricing), a non-integer amount, a percentage outside 0 to 100. Thrown, not answered,
 * because it is a bug upstream rather than a buyer's mistake.
 */
export class PricingInputError extends RangeError {
  override name = 'PricingInputError';
}

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new PricingInputError(`${what} must be a non-negative integer of minor units: ${value}`);
}

function assertPercent(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 100) throw new PricingInputError(`${what} must be a whole percent from 0 to 100: ${value}`);
}

/** Throws PricingInputError unless every line shares the order currency and every amount is a valid integer. */
export function assertPricingInput(input: PricingInput): void {
  if (input.lines.length === 0) throw new PricingInputError('An order needs at least one line');
  const ids = new Set<string>();
  for (const line of input.lines) {
    if (line.currency !== input.currency) throw new PricingInputError(`Line ${line.id} is in ${line.currency}, the order in ${input.currency}`);
    if (ids.has(line.id)) throw new PricingInputError(`Line ${line.id} appears twice`);
    ids.add(line.id);
    assertMinor(line.unitPriceMinor, 'unitPriceMinor');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new PricingInputError(`quantity must be a positive integer: ${line.quantity}`);
    assertMinor(line.unitPriceMinor * line.quantity, 'line subtotal');
  }
  for (const rule of input.freightRules) {
    assertMinor(rule.feeMinor, 'feeMinor');
    if (rule.freeOverMinor !== null) assertMinor(rule.freeOverMinor, 'freeOverMinor');
  }
  const couponIds = new Set<string>();
  for (const coupon of input.coupons) {
    if (couponIds.has(coupon.id)) throw new PricingInputError(`Coupon ${coupon.id} appears twice`);
    couponIds.add(coupon.id);
    assertMinor(coupon.valueMinor, 'coupon valueMinor');
    assertPercent(coupon.percentage, 'coupon percentage');
  }
  const promo = input.promo?.definition;
  if (promo) {
    assertMinor(promo.valueMinor, 'promo valueMinor');
    assertMinor(promo.minSpendMinor, 'promo minSpendMinor');
    assertPercent(promo.percentage, 'promo percentage');
  }
  if (input.vip) assertPercent(input.vip.percent, 'VIP percent');
}
