import { describe, expect, it } from 'vitest';
import { appliedUnitPriceMinor, canOrderIn, clampQuantity, missingSpecChoices, quantityBounds, specificationLabel } from './purchase-rules';
import type { PriceView } from './schemas/catalogue';

const price = (over: Partial<PriceView> = {}): PriceView => ({ currency: 'HKD', retailMinor: 12_000, wholesaleMinor: 9_500, minWholesaleQty: 10, ...over });

describe('purchase rules', () => {
  it('starts retail at 1 and wholesale at the minimum wholesale quantity, both capped by stock', () => {
    expect(quantityBounds(price(), 40, 'retail')).toEqual({ min: 1, max: 40 });
    expect(quantityBounds(price(), 40, 'wholesale')).toEqual({ min: 10, max: 40 });
    expect(quantityBounds(price({ minWholesaleQty: null }), 40, 'wholesale')).toEqual({ min: 1, max: 40 });
  });

  it('refuses wholesale without a wholesale price or when the stock is below its minimum', () => {
    expect(canOrderIn(price({ wholesaleMinor: null, minWholesaleQty: null }), 40, 'wholesale')).toBe(false);
    expect(canOrderIn(price(), 9, 'wholesale')).toBe(false);
    expect(canOrderIn(price(), 9, 'retail')).toBe(true);
    expect(canOrderIn(price(), 0, 'retail')).toBe(false);
  });

  it('brings a wanted quantity inside the bounds', () => {
    const bounds = { min: 10, max: 40 };
    expect(clampQuantity(3, bounds)).toBe(10);
    expect(clampQuantity(99, bounds)).toBe(40);
    expect(clampQuantity(12.7, bounds)).toBe(12);
    expect(clampQuantity(null, bounds)).toBe(10);
    expect(clampQuantity(Number.NaN, bounds)).toBe(10);
  });

  it('prices a unit by mode, wholesale falling back to retail when there is none', () => {
    expect(appliedUnitPriceMinor(price(), 'retail', 50)).toBe(12_000);
    expect(appliedUnitPriceMinor(price(), 'wholesale', 50)).toBe(9_500);
    expect(appliedUnitPriceMinor(price({ wholesaleMinor: null }), 'wholesale', 50)).toBe(12_000);
  });

  it('names the specification options still to choose and labels the chosen ones in order', () => {
    const options = [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ];
    expect(missingSpecChoices(options, {})).toEqual(['Size', 'Colour']);
    expect(missingSpecChoices(options, { Size: 'M', Colour: 'Green' })).toEqual(['Colour']);
    expect(missingSpecChoices(options, { Colour: 'Red', Size: 'S' })).toEqual([]);
    expect(specificationLabel(options, { Colour: 'Red', Size: 'S' })).toBe('Size: S; Colour: Red');
  });
});
