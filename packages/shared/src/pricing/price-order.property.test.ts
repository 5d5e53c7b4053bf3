import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_AREAS } from '../schemas/addresses';
import { DELIVERY_TYPES } from '../delivery-types';
import { MEMBERSHIP_TIERS } from '../membership-plans';
import { merchantFreight } from './freight';
import { minimumOrderMinor } from './minor-units';
import { priceOrder } from './price-order';
import type { Coupon, FreightRule, PricingInput, PricingLine, PromoApplication } from './types';

/**
 * Properties of the pricing engine: for any cart and any combination of discounts,
 * total = sum(lines) - discounts + freight, never below 1 major unit unless refused, no line below 0, and the same
 * answer every time (order.preview and order.create agree).
 */

const MERCHANTS = ['m1', 'm2', 'm3'];
const PRODUCTS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const NOW = new Date('2026-06-01T12:00:00Z');

const method = fc.constantFrom('FIXPRICE' as const, 'PERCENT' as const);
const percent = fc.integer({ min: 0, max: 100 });
// Mostly home delivery on both sides, so that most generated orders meet a freight rule.
const deliveryType = fc.oneof({ arbitrary: fc.constant('HOME_DELIVERY' as const), weight: 3 }, fc.constantFrom(...DELIVERY_TYPES));

const linesOf = (currency: string): fc.Arbitrary<PricingLine[]> =>
  fc
    .array(
      fc.record({
        productId: fc.constantFrom(...PRODUCTS),
        merchantId: fc.constantFrom(...MERCHANTS),
        unitPriceMinor: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 5_000_000 })),
        quantity: fc.integer({ min: 1, max: 40 }),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((ls) => ls.map((l, i) => ({ ...l, id: `line-${i}`, currency, deliveryType: 'HOME_DELIVERY' as const })));

const couponsOf = (currency: string): fc.Arbitrary<Coupon[]> =>
  fc.uniqueArray(
    fc.record({
      id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5'),
      merchantId: fc.option(fc.constantFrom(...MERCHANTS)),
      currency: fc.constantFrom(currency, 'EUR'),
      isForAll: fc.boolean(),
      pidList: fc.subarray(PRODUCTS),
      method,
      discountType: fc.constant('BYUNIT' as const),
      valueMinor: fc.integer({ min: 0, max: 200_000 }),
      percentage: percent,
    }),
    { selector: (c) => c.id, maxLength: 4 },
  );

const freightRulesOf = (currency: string): fc.Arbitrary<FreightRule[]> =>
  fc.array(
    fc.record({
      merchantId: fc.constantFrom(...MERCHANTS),
      deliveryType,
      area: fc.option(fc.constantFrom(...ADDRESS_AREAS)),
      currency: fc.constant(currency),
      feeMinor: fc.integer({ min: 0, max: 10_000 }),
      freeOverMinor: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
    }),
    { minLength: 1, maxLength: 6 },
  );

const promoOf = (currency: string): fc.Arbitrary<PromoApplication | null> =>
  fc.option(
    fc.record({
      entered: fc.constant('SHOP10'),
      definition: fc.record({
        code: fc.constant('SHOP10'),
        merchantId: fc.option(fc.constantFrom(...MERCHANTS), { freq: 2 }),
        currency: fc.constant(currency),
        method,
        valueMinor: fc.integer({ min: 0, max: 500_000 }),
        percentage: percent,
        isForAll: fc.boolean(),
        pidList: fc.subarray(PRODUCTS),
        per: fc.constantFrom('ORDER' as const, 'PERSON' as const),
        validFrom: fc.constant(new Date('2026-01-01T00:00:00Z')),
        validUntil: fc.constant(new Date('2026-12-31T00:00:00Z')),
        usageLimit: fc.option(fc.integer({ min: 1, max: 3 })),
        perMemberLimit: fc.option(fc.integer({ min: 1, max: 3 })),
        minSpendMinor: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
      }),
      usage: fc.oneof(
        { arbitrary: fc.constant({ codeUses: 0, memberUses: 0 }), weight: 3 },
        fc.record({ codeUses: fc.integer({ min: 0, max: 3 }), memberUses: fc.integer({ min: 0, max: 3 }) }),
      ),
    }),
  );

const orders: fc.Arbitrary<PricingInput> = fc.constantFrom('HKD', 'USD', 'BTC').chain((currency) =>
  fc.record({
    currency: fc.constant(currency),
    lines: linesOf(currency),
    deliveryType,
    area: fc.option(fc.constantFrom(...ADDRESS_AREAS)),
    freightRules: freightRulesOf(currency),
    coupons: couponsOf(currency),
    promo: promoOf(currency),
    vip: fc.option(fc.record({ tier: fc.constantFrom(...MEMBERSHIP_TIERS), percent: fc.integer({ min: 0, max: 100 }) })),
    now: fc.constant(NOW),
  }),
);

const runs = { numRuns: 500 };

describe('priceOrder properties', () => {
  it('total = sum of lines - discounts + freight, and every part adds up', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const b = priceOrder(input);
        const sum = (pick: (l: (typeof b.lines)[number]) => number) => b.lines.reduce((a, l) => a + pick(l), 0);
        expect(b.goodsSubtotalMinor).toBe(sum((l) => l.unitPriceMinor * l.quantity));
        expect(b.couponDiscountMinor).toBe(b.coupons.reduce((a, c) => a + c.discountMinor, 0));
        expect(b.promoDiscountMinor).toBe(b.promo?.discountMinor ?? 0);
        expect(b.freightMinor).toBe(b.freight.reduce((a, f) => a + f.feeMinor, 0));
        expect(b.totalMinor).toBe(b.goodsSubtotalMinor - b.couponDiscountMinor - b.promoDiscountMinor - b.vipDiscountMinor + b.freightMinor);
        expect(b.totalMinor).toBe(sum((l) => l.totalMinor) + b.freightMinor);
        expect(b.payableMinor).toBe(b.totalMinor);
      }),
      runs,
    );
  });

  it('never takes a line below 0 and keeps every amount a whole number of minor units', () => {
    fc.assert(
      fc.property(orders, (input) => {
        for (const l of priceOrder(input).lines) {
          expect(l.totalMinor).toBe(l.subtotalMinor - l.couponDiscountMinor - l.promoDiscountMinor - l.vipDiscountMinor);
          expect(l.totalMinor).toBeGreaterThanOrEqual(0);
          for (const n of [l.couponDiscountMinor, l.promoDiscountMinor, l.vipDiscountMinor, l.totalMinor]) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        }
      }),
      runs,
    );
  });

  it('is never below 1 major unit unless it says it is blocked, and blocks for that with 8110', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const b = priceOrder(input);
        const belowMinimum = b.totalMinor < minimumOrderMinor(input.currency);
        if (b.blockedBy === null) expect(belowMinimum).toBe(false);
        const promoAccepted = b.promo === null || b.promo.outcome === 200;
        if (promoAccepted) expect(b.blockedBy).toBe(belowMinimum ? 8110 : null);
        else expect(b.blockedBy).toBe(b.promo?.outcome);
      }),
      runs,
    );
  });

  it('gives the same breakdown for the same input, whatever order the coupons come in, and survives JSON', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const first = priceOrder(input);
        expect(priceOrder(structuredClone(input))).toEqual(first);
        expect(priceOrder({ ...input, coupons: [...input.coupons].reverse() })).toEqual(first);
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
      runs,
    );
  });

  it('charges freight from the merchant rules on goods before discounts, whatever the discounts', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const b = priceOrder(input);
        const plain = priceOrder({ ...input, coupons: [], promo: null, vip: null });
        expect(b.freight).toEqual(plain.freight);
        for (const f of b.freight) {
          expect(f).toEqual(merchantFreight(input.freightRules, f.merchantId, f.goodsSubtotalMinor, input.deliveryType, input.area, input.currency));
        }
      }),
      runs,
    );
  });

  it('applies an accepted promo to its covered lines only, never more than they had left', () => {
    fc.assert(
      fc.property(orders, (input) => {
        const b = priceOrder(input);
        const promo = input.promo?.definition;
        if (!promo || b.promo?.outcome !== 200) return;
        for (const l of b.lines) {
          const covered = (promo.merchantId === null || promo.merchantId === l.merchantId) && (promo.isForAll || promo.pidList.includes(l.productId));
          if (!covered) expect(l.promoDiscountMinor).toBe(0);
          expect(l.promoDiscountMinor).toBeLessThanOrEqual(l.subtotalMinor - l.couponDiscountMinor);
        }
      }),
      runs,
    );
  });
});
