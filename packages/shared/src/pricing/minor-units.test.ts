import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally, minimumOrderMinor, percentOfHalfUp } from './minor-units';

describe('pricing arithmetic in minor units', () => {
  it('rounds a percentage half up', () => {
    expect(percentOfHalfUp(250, 5)).toBe(13); // 12.5
    expect(percentOfHalfUp(249, 5)).toBe(12); // 12.45
    expect(percentOfHalfUp(10_000, 100)).toBe(10_000);
    expect(percentOfHalfUp(9_007_199_254_740, 100)).toBe(9_007_199_254_740);
  });

  it('splits an amount in proportion, ties to the earlier weight, summing exactly', () => {
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateProportionally(100, [300, 100])).toEqual([75, 25]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
  });

  it('never gives a share above its weight when the amount fits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
        const sum = weights.reduce((a, w) => a + w, 0);
        const total = Math.floor(sum * f);
        const shares = allocateProportionally(total, weights);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
        shares.forEach((s, i) => expect(s >= 0 && s <= (weights[i] as number)).toBe(true));
      }),
    );
  });

  it('puts the minimum order amount at one major unit of the currency', () => {
    expect(minimumOrderMinor('HKD')).toBe(100);
    expect(minimumOrderMinor('BTC')).toBe(100_000_000);
  });
});
