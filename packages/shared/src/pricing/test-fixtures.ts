import type { Coupon, PricingInput, PricingLine, PromoCode } from './types';

/** Builders for the pricing tests only: a readable default for every field, overridden where a test cares. */

/** A HK$100.00 line of merchant m1, home delivery. */
export function aLine(over: Partial<PricingLine> = {}): PricingLine {
  return { id: 'l1', productId: 'p1', merchantId: 'm1', currency: 'HKD', unitPriceMinor: 10_000, quantity: 1, deliveryType: 'HOME_DELIVERY', ...over };
}

/** A HK$10.00-off-each-unit coupon of merchant m1 for every product. */
export function aCoupon(over: Partial<Coupon> = {}): Coupon {
  return {
    id: 'c1',
    merchantId: 'm1',
    currency: 'HKD',
    isForAll: true,
    pidList: [],
    method: 'FIXPRICE',
    discountType: 'BYUNIT',
    valueMinor: 1_000,
    percentage: 0,
    ...over,
  };
}

/** SAVE20: HK$20.00 off once per order, merchant m1, every product, valid through 2026, no limits. */
export function aPromo(over: Partial<PromoCode> = {}): PromoCode {
  return {
    code: 'SAVE20',
    merchantId: 'm1',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 2_000,
    percentage: 0,
    isForAll: true,
    pidList: [],
    per: 'ORDER',
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validUntil: new Date('2026-12-31T23:59:59Z'),
    usageLimit: null,
    perMemberLimit: null,
    minSpendMinor: 0,
    ...over,
  };
}

/** A pricing input of one default line, home delivery in Hong Kong, nothing else. */
export function anOrder(over: Partial<PricingInput> = {}): PricingInput {
  return {
    currency: 'HKD',
    lines: [aLine()],
    deliveryType: 'HOME_DELIVERY',
    area: 'HONG_KONG',
    freightRules: [],
    coupons: [],
    promo: null,
    vip: null,
    now: new Date('2026-06-01T12:00:00Z'),
    ...over,
  };
}
