import { describe, expect, it } from 'vitest';
import { cartSpecification } from './cart-specification';
import type { SpecOptionView } from './schemas/catalogue';

const options = [
  { name: 'Size', values: ['Medium', 'Large'] },
  { name: 'Note', values: [] },
  { name: 'Colour', values: ['Red', 'Blue'] },
] as unknown as SpecOptionView[];

describe('cartSpecification', () => {
  it('joins the chosen values of the options that have values, in option order, with " / "', () => {
    expect(cartSpecification(options, { '0': 'Large', '2': 'Red' })).toBe('Large / Red');
  });

  it('is empty for a product without options', () => {
    expect(cartSpecification([], undefined)).toBe('');
  });
});
