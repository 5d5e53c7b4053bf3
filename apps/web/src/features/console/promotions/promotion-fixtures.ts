import type { ConsoleCouponOfferView, ConsolePromoUsageView, ConsolePromoView } from '@sme/shared/schemas/console-promotions';

/** Test answers of console.promo.* and console.couponOffer.*: Tea House HK's promotions. */

export const PROMO_ID = '55555555-5555-4555-8555-555555555555';
export const OFFER_ID = '44444444-4444-4444-8444-444444444444';
export const MERCHANT_ID = '66666666-6666-4666-8666-666666666666';

/** A console.promo.detail answer (its fields are a superset of a list row's): HK$20 off each order, unused. */
export function consolePromoView(overrides: Partial<ConsolePromoView> = {}): ConsolePromoView {
  return {
    id: PROMO_ID,
    code: 'SPRING20',
    merchantId: MERCHANT_ID,
    merchantName: 'Tea House HK',
    titleEn: 'Spring sale',
    titleZh: '春季優惠',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 2_000,
    percentage: 0,
    validFrom: '2026-03-01T00:00:00.000Z',
    validUntil: '2026-03-31T15:59:00.000Z',
    usageLimit: 100,
    perMemberLimit: 1,
    status: 'ACTIVE',
    uses: 0,
    updatedAt: '2026-02-20T08:00:00.000Z',
    per: 'ORDER',
    isForAll: true,
    pidList: [],
    products: [],
    minSpendMinor: 0,
    createdAt: '2026-02-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.couponOffer.detail answer: HK$10 off each unit, 100 coupons, none handed out. */
export function consoleOfferView(overrides: Partial<ConsoleCouponOfferView> = {}): ConsoleCouponOfferView {
  return {
    id: OFFER_ID,
    merchantId: MERCHANT_ID,
    merchantName: 'Tea House HK',
    titleEn: 'Ten off',
    titleZh: '減十元',
    currency: 'HKD',
    method: 'FIXPRICE',
    valueMinor: 1_000,
    percentage: 0,
    validFrom: null,
    validUntil: '2026-03-31T15:59:00.000Z',
    status: 'ACTIVE',
    updatedAt: '2026-02-20T08:00:00.000Z',
    isPublic: true,
    claimCode: null,
    totalQuantity: 100,
    issuedCount: 0,
    perMemberLimit: 1,
    validDays: null,
    isForAll: true,
    pidList: [],
    products: [],
    createdAt: '2026-02-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.promo.usage answer: two orders used the code. */
export function promoUsageView(): ConsolePromoUsageView {
  const row = (n: number) => ({
    orderId: `order-${n}`,
    orderNo: `SO202600000${n}`,
    memberId: `member-${n}`,
    buyerName: `Buyer ${n}`,
    usedAt: '2026-03-02T04:00:00.000Z',
    discountMinor: 2_000,
  });
  return {
    id: PROMO_ID,
    code: 'SPRING20',
    currency: 'HKD',
    uses: 2,
    members: 2,
    discountTotalMinor: 4_000,
    orders: { list: [row(1), row(2)], total: 2, page: 1, size: 10 },
  };
}
