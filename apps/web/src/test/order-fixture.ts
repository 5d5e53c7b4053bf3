import type { OrderLineView, OrderPreviewView, OrderSummaryView, OrderView } from '@sme/shared/schemas/orders';
import type { CouponInstanceView, CouponOfferView } from '@sme/shared/schemas/promotions';
import { LINE_IDS } from './cart-fixture';

/** Ids of the checkout, order and coupon tests (valid UUIDs, as the server checks). */
export const ORDER_IDS = {
  order: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  other: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  store: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  locker: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  coupon: '44444444-4444-4444-8444-444444444444',
  offer: '55555555-5555-4555-8555-555555555555',
  merchant: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
} as const;

/** A priced line: Jasmine green tea, 2 × HK$120 from Tea House HK. */
export function orderLine(overrides: Partial<OrderLineView> = {}): OrderLineView {
  return {
    id: LINE_IDS.tea,
    productId: '0b8c2f4e-8a52-4f55-9c36-0f3b0d1f7a10',
    name: 'Jasmine green tea',
    imageUrl: null,
    merchant: { id: ORDER_IDS.merchant, name: 'Tea House HK' },
    specification: 'Size: 500 g',
    priceMode: 'retail',
    unitPriceMinor: 12_000,
    quantity: 2,
    subtotalMinor: 24_000,
    couponDiscountMinor: 0,
    promoDiscountMinor: 0,
    vipDiscountMinor: 0,
    totalMinor: 24_000,
    ...overrides,
  };
}

/**
 * An order.preview answer: tea HK$240 + cups HK$80, Gold 5% off (HK$16), HK$30 shipping → HK$334. The numbers are
 * the server's; the tests only check that the page shows them as given.
 */
export function orderPreview(overrides: Partial<OrderPreviewView> = {}): OrderPreviewView {
  return {
    currency: 'HKD',
    lines: [
      orderLine({ vipDiscountMinor: 1_200, totalMinor: 22_800 }),
      orderLine({
        id: LINE_IDS.cups,
        name: 'Porcelain cups',
        quantity: 1,
        unitPriceMinor: 8_000,
        subtotalMinor: 8_000,
        vipDiscountMinor: 400,
        totalMinor: 7_600,
      }),
    ],
    goodsSubtotalMinor: 32_000,
    couponDiscountMinor: 0,
    promoDiscountMinor: 0,
    vipDiscountMinor: 1_600,
    freightMinor: 3_000,
    freight: [{ merchantId: ORDER_IDS.merchant, merchantName: 'Tea House HK', goodsSubtotalMinor: 32_000, feeMinor: 3_000, isFree: false }],
    totalMinor: 33_400,
    payableMinor: 33_400,
    vip: { tier: 'GOLD', percent: 5 },
    promo: null,
    appliedCoupons: [],
    usableCoupons: [],
    blockedBy: null,
    blockedMessage: null,
    ...overrides,
  };
}

/** An order.detail answer: the preview's order placed for store pickup, awaiting payment. */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const { lines, promo: _promo, appliedCoupons: _applied, usableCoupons: _usable, blockedBy: _blocked, blockedMessage: _message, ...amounts } = orderPreview();
  return {
    ...amounts,
    lines,
    id: ORDER_IDS.order,
    orderNo: 'SO2026000001',
    status: 'AWAITING_PAYMENT',
    deliveryType: 'STORE_PICKUP',
    address: null,
    pickupPoint: {
      id: ORDER_IDS.store,
      kind: 'STORE',
      merchantId: ORDER_IDS.merchant,
      name: 'Tea House Sheung Wan',
      address: '18 Wing Lok Street',
      district: 'Central and Western',
      openingHours: '10:00–19:00',
    },
    buyer: { name: 'Chan Tai Man', phone: '+85291234567', email: 'tai.man@example.hk' },
    remark: 'Please gift wrap',
    promoCode: null,
    isCashOnDelivery: false,
    paymentDueAt: new Date(Date.now() + 29 * 60_000).toISOString(),
    logistics: { company: null, number: null },
    pickupQr: null,
    timeline: [{ from: null, to: 'AWAITING_PAYMENT', actor: 'MEMBER', at: '2026-11-20T08:00:00.000Z' }],
    actions: ['PAY', 'CANCEL'],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** An order.list entry. */
export function orderSummary(overrides: Partial<OrderSummaryView> = {}): OrderSummaryView {
  return {
    id: ORDER_IDS.order,
    orderNo: 'SO2026000001',
    status: 'AWAITING_PAYMENT',
    currency: 'HKD',
    totalMinor: 33_400,
    payableMinor: 33_400,
    deliveryType: 'STORE_PICKUP',
    itemCount: 3,
    lines: [
      { name: 'Jasmine green tea', imageUrl: null, specification: 'Size: 500 g', quantity: 2 },
      { name: 'Porcelain cups', imageUrl: null, specification: '', quantity: 1 },
    ],
    merchants: ['Tea House HK'],
    paymentDueAt: null,
    actions: ['PAY', 'CANCEL'],
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** A coupon the member holds: HK$10 off each item at Tea House HK, unused. */
export function couponInstance(overrides: Partial<CouponInstanceView> = {}): CouponInstanceView {
  return {
    id: ORDER_IDS.coupon,
    offerId: ORDER_IDS.offer,
    merchantId: ORDER_IDS.merchant,
    merchantName: 'Tea House HK',
    title: 'Tea lovers HK$10 off',
    state: 'UNUSED',
    // Midday, so the dates read the same in any time zone.
    validFrom: '2026-01-02T12:00:00.000Z',
    validUntil: '2026-12-30T12:00:00.000Z',
    usedOrderId: null,
    usedAt: null,
    collectedAt: '2026-11-01T00:00:00.000Z',
    isForAll: true,
    pidList: [],
    method: 'FIXPRICE',
    discountType: 'BYUNIT',
    valueMinor: 1_000,
    percentage: 0,
    currency: 'HKD',
    ...overrides,
  };
}

/** A public offer of the coupon centre: 10% off everything on the platform, 40 left. */
export function couponOffer(overrides: Partial<CouponOfferView> = {}): CouponOfferView {
  return {
    id: ORDER_IDS.offer,
    merchantId: null,
    merchantName: null,
    title: 'Platform 10% off',
    validFrom: null,
    validUntil: '2026-12-31T00:00:00.000Z',
    validDays: null,
    remaining: 40,
    heldByMe: 0,
    perMemberLimit: 1,
    canCollect: true,
    isForAll: true,
    pidList: [],
    method: 'PERCENT',
    discountType: 'BYUNIT',
    valueMinor: 0,
    percentage: 10,
    currency: 'HKD',
    ...overrides,
  };
}
