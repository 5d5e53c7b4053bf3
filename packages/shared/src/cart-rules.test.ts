import { describe, expect, it } from 'vitest';
import { type SelectedLine, checkoutBlockedBy, commonDeliveryTypes } from './cart-rules';
import { appliedUnitPriceMinor } from './purchase-rules';
import { MAX_CART_SELECTION } from './cart-rules';

const line = (over: Partial<SelectedLine> = {}): SelectedLine => ({
  currency: 'HKD',
  deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
  quantity: 1,
  stock: 10,
  isAvailable: true,
  ...over,
});

describe('cart checkout rules', () => {
  it('lets a compatible selection through', () => {
    expect(checkoutBlockedBy([line(), line({ deliveryTypes: ['STORE_PICKUP'] })])).toBeNull();
  });

  it('blocks an empty selection (4403)', () => {
    expect(checkoutBlockedBy([])).toBe(4403);
  });

  it('blocks more than the maximum selection (4402)', () => {
    expect(checkoutBlockedBy(Array.from({ length: MAX_CART_SELECTION }, () => line()))).toBeNull();
    expect(checkoutBlockedBy(Array.from({ length: MAX_CART_SELECTION + 1 }, () => line()))).toBe(4402);
  });

  it('blocks several base currencies (4400) before delivery types', () => {
    expect(checkoutBlockedBy([line(), line({ currency: 'USD', deliveryTypes: ['NONE'] })])).toBe(4400);
  });

  it('blocks lines sharing no delivery type (4401)', () => {
    expect(checkoutBlockedBy([line({ deliveryTypes: ['HOME_DELIVERY'] }), line({ deliveryTypes: ['NONE'] })])).toBe(4401);
  });

  it('blocks a line above its stock or no longer on sale (6001)', () => {
    expect(checkoutBlockedBy([line({ quantity: 11 })])).toBe(6001);
    expect(checkoutBlockedBy([line({ stock: 0 })])).toBe(6001);
    expect(checkoutBlockedBy([line({ isAvailable: false })])).toBe(6001);
  });

  it('keeps the delivery types every line allows, in the first line’s order', () => {
    expect(commonDeliveryTypes([line({ deliveryTypes: ['STORE_PICKUP', 'HOME_DELIVERY'] }), line()])).toEqual(['STORE_PICKUP', 'HOME_DELIVERY']);
    expect(commonDeliveryTypes([])).toEqual([]);
  });
});

describe('applied unit price', () => {
  const price = { currency: 'HKD', retailMinor: 12_000, wholesaleMinor: 9_500, minWholesaleQty: 10 };

  it('charges wholesale only from the minimum wholesale quantity', () => {
    expect(appliedUnitPriceMinor(price, 'wholesale', 9)).toBe(12_000);
    expect(appliedUnitPriceMinor(price, 'wholesale', 10)).toBe(9_500);
    expect(appliedUnitPriceMinor(price, 'retail', 50)).toBe(12_000);
  });

  it('charges retail in wholesale mode when the product has no wholesale price', () => {
    expect(appliedUnitPriceMinor({ ...price, wholesaleMinor: null, minWholesaleQty: null }, 'wholesale', 50)).toBe(12_000);
  });
});
