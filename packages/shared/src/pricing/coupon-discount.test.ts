import { describe, expect, it } from 'vitest';
import { couponCovers, lineCouponDiscounts } from './coupon-discount';
import { aCoupon, aLine } from './test-fixtures';

describe('coupon discounts (discount items, BYUNIT)', () => {
  it('takes a FIXPRICE value off each unit', () => {
    expect(lineCouponDiscounts(aLine({ quantity: 3 }), [aCoupon()])).toEqual([{ couponId: 'c1', discountPriceMinor: 1_000, discountMinor: 3_000 }]);
  });

  it('takes a PERCENT off each unit, rounded half up per unit', () => {
    // 15% of HK$0.99 = 14.85 cents -> 15 cents a unit, 4 units.
    const [d] = lineCouponDiscounts(aLine({ unitPriceMinor: 99, quantity: 4 }), [aCoupon({ method: 'PERCENT', percentage: 15 })]);
    expect(d).toEqual({ couponId: 'c1', discountPriceMinor: 15, discountMinor: 60 });
  });

  it('never takes a unit below 0', () => {
    const [d] = lineCouponDiscounts(aLine({ unitPriceMinor: 700, quantity: 2 }), [aCoupon({ valueMinor: 5_000 })]);
    expect(d?.discountMinor).toBe(1_400);
  });

  it('covers only its products, its merchant and, for a fixed amount, its currency', () => {
    const line = aLine({ productId: 'p2' });
    expect(couponCovers(aCoupon({ isForAll: false, pidList: ['p2'] }), line)).toBe(true);
    expect(couponCovers(aCoupon({ isForAll: false, pidList: ['p1'] }), line)).toBe(false);
    expect(couponCovers(aCoupon({ merchantId: 'm2' }), line)).toBe(false);
    expect(couponCovers(aCoupon({ merchantId: null }), line)).toBe(true);
    expect(couponCovers(aCoupon({ currency: 'USD' }), line)).toBe(false);
    expect(couponCovers(aCoupon({ currency: 'USD', method: 'PERCENT', percentage: 10 }), line)).toBe(true);
  });

  it('stacks coupons on what is left of the unit, in coupon id order whatever the order handed in', () => {
    const fixed = aCoupon({ id: 'a-fixed', valueMinor: 2_000 });
    const percent = aCoupon({ id: 'b-percent', method: 'PERCENT', percentage: 50 });
    const expected = [
      { couponId: 'a-fixed', discountPriceMinor: 2_000, discountMinor: 2_000 },
      { couponId: 'b-percent', discountPriceMinor: 4_000, discountMinor: 4_000 },
    ];
    expect(lineCouponDiscounts(aLine(), [fixed, percent])).toEqual(expected);
    expect(lineCouponDiscounts(aLine(), [percent, fixed])).toEqual(expected);
  });
});
