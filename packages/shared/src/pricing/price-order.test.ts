import { describe, expect, it } from 'vitest';
import { PricingInputError } from './assert-pricing-input';
import { priceOrder } from './price-order';
import { aCoupon, aLine, anOrder, aPromo } from './test-fixtures';
import type { FreightRule } from './types';

const homeDelivery = (over: Partial<FreightRule> = {}): FreightRule => ({
  merchantId: 'm1',
  deliveryType: 'HOME_DELIVERY',
  area: null,
  currency: 'HKD',
  feeMinor: 3_000,
  freeOverMinor: 50_000,
  ...over,
});
const twoLines = [aLine({ quantity: 2 }), aLine({ id: 'l2', productId: 'p2', unitPriceMinor: 5_000 })];
const promo = (over: Parameters<typeof aPromo>[0] = {}) => ({ entered: 'SAVE20', definition: aPromo(over), usage: { codeUses: 0, memberUses: 0 } });

describe('priceOrder', () => {
  it('applies coupons, then the promo, then the VIP discount, then freight, in whole cents', () => {
    const result = priceOrder(
      anOrder({
        lines: twoLines,
        coupons: [aCoupon({ isForAll: false, pidList: ['p1'] })],
        promo: promo(),
        vip: { tier: 'GOLD', percent: 5 },
        freightRules: [homeDelivery()],
      }),
    );
    // Goods 2 x 100.00 + 50.00. Coupon: 10.00 off each p1 unit. Promo 20.00 split 180 : 50 -> 15.65 + 4.35.
    // VIP 5% of 164.35 -> 8.22 (8.2175 half up) and of 45.65 -> 2.28. Freight 30.00 (below 500.00).
    expect(result.lines.map((l) => [l.couponDiscountMinor, l.promoDiscountMinor, l.vipDiscountMinor, l.totalMinor])).toEqual([
      [2_000, 1_565, 822, 15_613],
      [0, 435, 228, 4_337],
    ]);
    expect(result).toMatchObject({
      goodsSubtotalMinor: 25_000,
      couponDiscountMinor: 2_000,
      promoDiscountMinor: 2_000,
      vipDiscountMinor: 1_050,
      freightMinor: 3_000,
      totalMinor: 22_950,
      payableMinor: 22_950,
      coupons: [{ couponId: 'c1', discountMinor: 2_000 }],
      promo: { code: 'SAVE20', discountMinor: 2_000, outcome: 200 },
      vip: { tier: 'GOLD', percent: 5 },
      blockedBy: null,
    });
    expect(result.lines[0]?.coupons).toEqual([{ couponId: 'c1', discountPriceMinor: 1_000, discountMinor: 2_000 }]);
  });

  it('takes a per-order promo once and a per-person promo once for each covered unit', () => {
    const perOrder = priceOrder(anOrder({ lines: twoLines, promo: promo({ valueMinor: 500 }) }));
    const perPerson = priceOrder(anOrder({ lines: twoLines, promo: promo({ valueMinor: 500, per: 'PERSON' }) }));
    const perPersonOfP2 = priceOrder(anOrder({ lines: twoLines, promo: promo({ valueMinor: 500, per: 'PERSON', isForAll: false, pidList: ['p2'] }) }));
    expect(perOrder.promoDiscountMinor).toBe(500);
    expect(perPerson.promoDiscountMinor).toBe(1_500);
    expect(perPersonOfP2.promoDiscountMinor).toBe(500);
    expect(perPersonOfP2.lines.map((l) => l.promoDiscountMinor)).toEqual([0, 500]);
  });

  it('takes a percent promo off the covered goods left after coupons, rounded half up', () => {
    const result = priceOrder(
      anOrder({
        lines: twoLines,
        coupons: [aCoupon({ valueMinor: 5 })],
        promo: promo({ method: 'PERCENT', percentage: 15, isForAll: false, pidList: ['p2'] }),
      }),
    );
    // p2 left: 50.00 - 0.05 = 49.95; 15% = 7.4925 -> 7.49.
    expect(result.promoDiscountMinor).toBe(749);
    expect(result.lines[1]?.promoDiscountMinor).toBe(749);
  });

  it("takes the percent of the member's plan, none at 0 % or without a tier", () => {
    for (const [tier, percent] of [
      ['SILVER', 2],
      ['GOLD', 7],
      ['PLATINUM', 12],
    ] as const) {
      const result = priceOrder(anOrder({ vip: { tier, percent } }));
      expect([result.vipDiscountMinor, result.vip]).toEqual([percent * 100, { tier, percent }]);
    }
    expect(priceOrder(anOrder({ vip: { tier: 'GOLD', percent: 0 } }))).toMatchObject({ vipDiscountMinor: 0, vip: null });
    expect(priceOrder(anOrder()).vip).toBeNull();
    expect(() => priceOrder(anOrder({ vip: { tier: 'GOLD', percent: 101 } }))).toThrow(/VIP percent/);
  });

  it('never takes a line below 0, however large the discounts', () => {
    const result = priceOrder(
      anOrder({ coupons: [aCoupon({ valueMinor: 50_000 })], promo: promo(), vip: { tier: 'PLATINUM', percent: 10 }, freightRules: [homeDelivery()] }),
    );
    expect(result.lines[0]).toMatchObject({ couponDiscountMinor: 10_000, promoDiscountMinor: 0, vipDiscountMinor: 0, totalMinor: 0 });
    expect(result.totalMinor).toBe(3_000);
    expect(result.blockedBy).toBeNull();
  });

  it('says the order amount cannot be below 1 (8110) instead of clamping it', () => {
    const result = priceOrder(anOrder({ lines: [aLine({ unitPriceMinor: 500 })], coupons: [aCoupon({ valueMinor: 450 })] }));
    expect(result.totalMinor).toBe(50);
    expect(result.blockedBy).toBe(8110);
    expect(priceOrder(anOrder({ lines: [aLine({ unitPriceMinor: 500 })], coupons: [aCoupon({ valueMinor: 400 })] })).blockedBy).toBeNull();
  });

  it('prices the rest and reports the outcome when the promo code is refused', () => {
    const result = priceOrder(
      anOrder({ promo: { ...promo({ validUntil: new Date('2026-02-01T00:00:00Z') }), entered: ' save20 ' }, vip: { tier: 'SILVER', percent: 2 } }),
    );
    expect(result.promo).toEqual({ code: 'SAVE20', discountMinor: 0, outcome: 8102 });
    expect(result.blockedBy).toBe(8102);
    expect(result.vipDiscountMinor).toBe(200);
    expect(priceOrder(anOrder({ promo: { entered: 'NOPE', definition: null, usage: { codeUses: 0, memberUses: 0 } } })).blockedBy).toBe(404);
  });

  it('charges each merchant its own freight, free over its own threshold of goods before discounts', () => {
    const lines = [aLine({ unitPriceMinor: 60_000 }), aLine({ id: 'l2', merchantId: 'm2', unitPriceMinor: 1_000 })];
    const rules = [homeDelivery(), homeDelivery({ merchantId: 'm2', feeMinor: 2_500 })];
    const result = priceOrder(anOrder({ lines, freightRules: rules, coupons: [aCoupon({ valueMinor: 20_000 })] }));
    expect(result.freight).toEqual([
      { merchantId: 'm1', goodsSubtotalMinor: 60_000, feeMinor: 0, isFree: true },
      { merchantId: 'm2', goodsSubtotalMinor: 1_000, feeMinor: 2_500, isFree: false },
    ]);
    expect(result.freightMinor).toBe(2_500);
    expect(priceOrder(anOrder({ lines, freightRules: rules, deliveryType: 'NONE', area: null })).freightMinor).toBe(0);
  });

  it('refuses input it should never be given: mixed currencies, duplicate lines, fractional amounts', () => {
    expect(() => priceOrder(anOrder({ lines: [aLine(), aLine({ id: 'l2', currency: 'USD' })] }))).toThrow(PricingInputError);
    expect(() => priceOrder(anOrder({ lines: [aLine(), aLine()] }))).toThrow(PricingInputError);
    expect(() => priceOrder(anOrder({ lines: [aLine({ unitPriceMinor: 10.5 })] }))).toThrow(PricingInputError);
    expect(() => priceOrder(anOrder({ lines: [] }))).toThrow(PricingInputError);
    expect(() => priceOrder(anOrder({ coupons: [aCoupon({ method: 'PERCENT', percentage: 101 })] }))).toThrow(PricingInputError);
  });
});
