import { MIN_ORDER_AMOUNT } from '../constants';
import { minorDigits } from '../money';

/**
 * Integer arithmetic on minor units for the pricing engine. Products go through BigInt so that a large amount
 * times a percentage or a weight never loses precision; results are checked back into safe integers.
 */

function toSafe(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('Amount out of range');
  return n;
}

/** `percent` percent of a non-negative amount, rounded half up (12.5 -> 13). */
export function percentOfHalfUp(amountMinor: number, percent: number): number {
  return toSafe((BigInt(amountMinor) * BigInt(percent) * 2n + 100n) / 200n);
}

/**
 * Split `total` across `weights` in proportion, in whole minor units, summing exactly to `total` (largest
 * remainder; ties go to the earlier weight so the split is deterministic). With total <= sum(weights), no share
 * exceeds its weight, so a discount allocated this way never takes a line below 0.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('Cannot allocate an amount over zero weights');
    return weights.map(() => 0);
  }
  const big = BigInt(total);
  const shares = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, rest: (big * BigInt(w)) % sum }));
  let left = total - toSafe(shares.reduce((a, s) => a + s, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i] = (shares[i] as bigint) + 1n;
    left -= 1;
  }
  return shares.map(toSafe);
}

/** The minimum order amount of section 9 (1 major unit after discounts) in minor units of a currency. */
export function minimumOrderMinor(currency: string): number {
  return MIN_ORDER_AMOUNT * 10 ** minorDigits(currency);
}
