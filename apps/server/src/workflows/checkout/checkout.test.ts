import type { DeliveryOptionsView, OrderPreviewView, OrderView } from '@sme/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/accounts';
import { insertMerchant, insertProduct, updateProduct } from '../../test/catalogue-fixtures';
import {
  cartLinesOf,
  couponInstance,
  giveCoupon,
  withdrawCouponOffer,
  grantMembership,
  insertCouponOffer,
  insertFreightRule,
  insertPickupPoint,
  insertPromoCode,
  productStock,
  setCouponValidUntil,
} from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { orderOf, shopper } from '../../modules/orders/orders.test-kit';
import { membershipPlans, orders } from '../../db/schema';

let app: FastifyInstance;
/** Charges HK$30 in Hong Kong (free from HK$500) and HK$150 overseas. */
let merchantId: string;
/** Has no freight rule: delivers for free. */
let freeMerchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  freeMerchantId = await insertMerchant(app.db);
  await insertFreightRule(app.db, merchantId);
  await insertFreightRule(app.db, merchantId, { area: 'OVERSEAS', feeMinor: 15_000, freeOverMinor: null });
});

afterAll(async () => {
  await app?.close();
});

const ALL_TYPES = ['HOME_DELIVERY', 'STORE_PICKUP', 'PICKUP_LOCKER'] as const;
const product = (over: Parameters<typeof insertProduct>[2] = {}, merchant = merchantId) =>
  insertProduct(app.db, merchant, { deliveryTypes: [...ALL_TYPES], stock: 50, ...over });
const stockOf = (id: string) => productStock(app.db, id);
const meta = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];
const fieldOf = (res: LightMyRequestResponse) => envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field;

const AMOUNTS = [
  'currency',
  'goodsSubtotalMinor',
  'couponDiscountMinor',
  'promoDiscountMinor',
  'vipDiscountMinor',
  'freightMinor',
  'freight',
  'totalMinor',
  'payableMinor',
  'vip',
] as const;
const amountsOf = (v: OrderPreviewView | OrderView) => Object.fromEntries(AMOUNTS.map((k) => [k, v[k]]));
const lineAmounts = (v: OrderPreviewView | OrderView) =>
  v.lines.map(({ productId, unitPriceMinor, quantity, subtotalMinor, couponDiscountMinor, promoDiscountMinor, vipDiscountMinor, totalMinor }) => ({
    productId,
    unitPriceMinor,
    quantity,
    subtotalMinor,
    couponDiscountMinor,
    promoDiscountMinor,
    vipDiscountMinor,
    totalMinor,
  }));

describe('order.preview and order.create agree', () => {
  it('creates the order exactly as previewed, takes the coupon and the cart lines, and opens the payment window', async () => {
    const s = await shopper(app);
    const [p1, p2] = [await product({ retailPriceMinor: 12_000 }), await product({ retailPriceMinor: 5_000 })];
    const lines = [await s.addToCart(p1, 2), await s.addToCart(p2, 1)];
    const addressId = await s.addAddress('HONG_KONG');
    const promo = await insertPromoCode(app.db, { merchantId });
    const coupon = await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db, { merchantId }));
    const body = {
      cartItemIds: lines.join(','),
      deliveryType: 'HOME_DELIVERY',
      addressId,
      promoCode: promo.code.toLowerCase(),
      couponInstanceIds: [coupon],
      remark: 'Ring twice',
    };

    const preview = await s.preview(body);
    // HK$290 of goods, HK$10 off each of 3 units, HK$20 promo, HK$30 freight (below the HK$500 threshold).
    expect(preview).toMatchObject({
      goodsSubtotalMinor: 29_000,
      couponDiscountMinor: 3_000,
      promoDiscountMinor: 2_000,
      vipDiscountMinor: 0,
      freightMinor: 3_000,
      totalMinor: 27_000,
      payableMinor: 27_000,
      blockedBy: null,
    });
    expect(preview.promo).toMatchObject({ code: promo.code, outcome: 200, discountMinor: 2_000 });
    expect(preview.appliedCoupons).toEqual([{ id: coupon, title: 'Test coupon', discountMinor: 3_000 }]);

    const res = await s.create(body);
    const order = orderOf(res);
    expect(amountsOf(order)).toEqual(amountsOf(preview));
    expect(lineAmounts(order)).toEqual(lineAmounts(preview));
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      deliveryType: 'HOME_DELIVERY',
      promoCode: promo.code,
      remark: 'Ring twice',
      actions: ['PAY', 'CANCEL'],
      pickupQr: null,
      isCashOnDelivery: false,
    });
    expect(order.orderNo).toMatch(/^SO20\d{2}\d{6,}$/);
    expect(order.buyer).toEqual({ name: 'Chan Tai Man', phone: '+85291234567', email: 'buyer@example.com' });
    expect(order.address).toMatchObject({ area: 'HONG_KONG', city: 'Wan Chai' });
    expect(Date.parse(order.paymentDueAt ?? '') - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(order.timeline).toEqual([{ from: null, to: 'AWAITING_PAYMENT', actor: 'MEMBER', at: order.createdAt }]);

    expect([await stockOf(p1), await stockOf(p2)]).toEqual([48, 49]);
    expect(await cartLinesOf(app.db, s.memberId)).toEqual([]);
    expect(await couponInstance(app.db, coupon)).toMatchObject({ state: 'USED', usedOrderId: order.id });
  });

  it('shows names in the reader’s language from the order’s own copy', async () => {
    const s = await shopper(app);
    const p = await product({ nameEn: 'Oolong Tea', nameZh: '烏龍茶' });
    const order = orderOf(await s.create({ cartItemIds: await s.addToCart(p), deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') }));
    await updateProduct(app.db, p, { nameEn: 'Renamed', nameZh: '改名' });
    const read = async (lang: string) =>
      envelopeOf<OrderView>(await s.send({ url: `/api/v1/order/detail/${order.id}`, headers: { 'accept-language': lang } })).data.lines[0]?.name;
    expect([await read('en-US'), await read('zh-HK'), await read('zh-CN')]).toEqual(['Oolong Tea', '烏龍茶', '乌龙茶']);
  });
});

describe('freight', () => {
  it('charges the merchant’s rule for the area, waives it from the threshold, and nothing without a rule', async () => {
    const s = await shopper(app);
    const cheap = await s.addToCart(await product({ retailPriceMinor: 10_000 }));
    const dear = await s.addToCart(await product({ retailPriceMinor: 50_000 }));
    const free = await s.addToCart(await product({ retailPriceMinor: 10_000 }, freeMerchantId));
    const [hk, overseas] = [await s.addAddress('HONG_KONG'), await s.addAddress('OVERSEAS')];
    const freightOf = async (cartItemIds: string, addressId?: string, deliveryType = 'HOME_DELIVERY') =>
      (await s.preview({ cartItemIds, deliveryType, addressId })).freight;
    expect(await freightOf(cheap, hk)).toEqual([{ merchantId, merchantName: expect.any(String), goodsSubtotalMinor: 10_000, feeMinor: 3_000, isFree: false }]);
    expect((await freightOf(cheap, overseas))[0]).toMatchObject({ feeMinor: 15_000, isFree: false });
    expect((await freightOf(dear, hk))[0]).toMatchObject({ feeMinor: 0, isFree: true });
    // The threshold looks at the merchant's goods together: HK$100 + HK$500 is free too.
    expect((await freightOf(`${cheap},${dear}`, hk))[0]).toMatchObject({ goodsSubtotalMinor: 60_000, feeMinor: 0, isFree: true });
    expect((await freightOf(free, hk))[0]).toMatchObject({ feeMinor: 0, isFree: false });
    expect((await freightOf(cheap, undefined, 'STORE_PICKUP'))[0]).toMatchObject({ feeMinor: 0 });
  });
});

describe('member (VIP) discount', () => {
  it('takes the percent of the tier’s plan off what each line has left, as set in the back office, and nothing once the membership lapsed', async () => {
    const gold = await shopper(app);
    await grantMembership(app.db, gold.memberId, 'GOLD');
    const p = await product({ retailPriceMinor: 10_000 }, freeMerchantId);
    const coupon = await giveCoupon(app.db, gold.memberId, await insertCouponOffer(app.db, { valueMinor: 2_000 }));
    const body = { cartItemIds: await gold.addToCart(p, 2), deliveryType: 'HOME_DELIVERY', couponInstanceIds: [coupon] };
    // 2 × (HK$100 - HK$20) = HK$160, 5% of it HK$8.
    expect(await gold.preview(body)).toMatchObject({ vipDiscountMinor: 800, vip: { tier: 'GOLD', percent: 5 }, totalMinor: 15_200 });
    // Staff change Gold's percent: the next pricing takes it (7% of HK$160 = HK$11.20).
    await app.db.update(membershipPlans).set({ vipDiscountPercent: 7 }).where(eq(membershipPlans.tier, 'GOLD'));
    try {
      expect(await gold.preview(body)).toMatchObject({ vipDiscountMinor: 1_120, vip: { tier: 'GOLD', percent: 7 }, totalMinor: 14_880 });
    } finally {
      await app.db.update(membershipPlans).set({ vipDiscountPercent: 5 }).where(eq(membershipPlans.tier, 'GOLD'));
    }
    for (const [tier, percent] of [
      ['SILVER', 2],
      ['PLATINUM', 10],
    ] as const) {
      const member = await shopper(app);
      await grantMembership(app.db, member.memberId, tier);
      expect(await member.preview({ cartItemIds: await member.addToCart(p, 1), deliveryType: 'HOME_DELIVERY' })).toMatchObject({
        vipDiscountMinor: percent * 100,
        vip: { tier, percent },
        totalMinor: 10_000 - percent * 100,
      });
    }
    const lapsed = await shopper(app);
    await grantMembership(app.db, lapsed.memberId, 'PLATINUM', new Date(Date.now() - 1000));
    expect(await lapsed.preview({ cartItemIds: await lapsed.addToCart(p, 2), deliveryType: 'HOME_DELIVERY' })).toMatchObject({
      vipDiscountMinor: 0,
      vip: null,
      totalMinor: 20_000,
    });
  });
});

describe('promotion codes at checkout', () => {
  it('previews a refused code with its section 8 outcome and message, and create refuses it changing nothing', async () => {
    const s = await shopper(app);
    const p = await product({ retailPriceMinor: 10_000 });
    const other = await product();
    const line = await s.addToCart(p);
    const day = 86_400_000;
    const cases: Array<[string, number]> = [
      [(await insertPromoCode(app.db, { validFrom: new Date(Date.now() - 9 * day), validUntil: new Date(Date.now() - day) })).code, 8102],
      [(await insertPromoCode(app.db, { validFrom: new Date(Date.now() + day) })).code, 8105],
      [(await insertPromoCode(app.db, { usageLimit: 0 })).code, 8106],
      [(await insertPromoCode(app.db, { merchantId: freeMerchantId })).code, 8107],
      [(await insertPromoCode(app.db, { isForAll: false, pidList: [other] })).code, 1013],
      [(await insertPromoCode(app.db, { minSpendMinor: 10_001 })).code, 8109],
      ['NO-SUCH-CODE', 404],
      ['X'.repeat(33), 8108],
    ];
    for (const [promoCode, outcome] of cases) {
      const preview = await s.preview({ cartItemIds: line, deliveryType: 'STORE_PICKUP', promoCode });
      expect([preview.promo?.outcome, preview.blockedBy, preview.promoDiscountMinor], promoCode).toEqual([outcome, outcome, 0]);
      expect(preview.promo?.message).toBe(preview.blockedMessage);
    }
    const unknown = await s.preview({ cartItemIds: line, deliveryType: 'STORE_PICKUP', promoCode: 'NO-SUCH-CODE' });
    expect(unknown.promo?.message).toBe('This promotion code does not exist.');

    const refused = await s.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG'), promoCode: cases[0]?.[0] });
    expect(meta(refused)).toEqual([400, 8102]);
    expect(envelopeOf(refused).meta.message).toBe('This promotion code has expired.');
    expect(await stockOf(p)).toBe(50);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.memberId))).toEqual([]);
    expect((await cartLinesOf(app.db, s.memberId)).map((r) => r.id)).toEqual([line]);
  });

  it('blocks an order whose total would fall below 1 (8110) and places it once an offer is dropped', async () => {
    const s = await shopper(app);
    const line = await s.addToCart(await product({ retailPriceMinor: 1_050 }, freeMerchantId));
    const coupon = await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db, { valueMinor: 1_000 }));
    const body = { cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') };
    const preview = await s.preview({ ...body, couponInstanceIds: [coupon] });
    expect([preview.totalMinor, preview.blockedBy, preview.blockedMessage]).toEqual([
      50,
      8110,
      'The order amount cannot be below 1. Please cancel some offers.',
    ]);
    expect(meta(await s.create({ ...body, couponInstanceIds: [coupon] }))).toEqual([400, 8110]);
    expect(orderOf(await s.create(body)).totalMinor).toBe(1_050);
  });
});

describe('coupons at checkout', () => {
  it('takes one coupon per merchant plus one platform coupon, each covering a line, the member’s and unused', async () => {
    const s = await shopper(app);
    const p = await product({ retailPriceMinor: 10_000 });
    const line = await s.addToCart(p);
    const mine = (over: Parameters<typeof insertCouponOffer>[1] = {}) => insertCouponOffer(app.db, over).then((offer) => giveCoupon(app.db, s.memberId, offer));
    const [m1, m2, platform] = [await mine({ merchantId }), await mine({ merchantId, valueMinor: 500 }), await mine()];
    const elsewhere = await mine({ merchantId: freeMerchantId });
    const otherProduct = await mine({ isForAll: false, pidList: [await product()] });
    const expired = await mine({});
    await setCouponValidUntil(app.db, expired, new Date(Date.now() - 1000));
    const strangers = await giveCoupon(app.db, (await shopper(app)).memberId, await insertCouponOffer(app.db));

    const preview = await s.preview({ cartItemIds: line, deliveryType: 'STORE_PICKUP', couponInstanceIds: [m1, platform] });
    expect(preview.couponDiscountMinor).toBe(2_000);
    // Offered: the member's usable coupons that cover a line.
    expect(preview.usableCoupons.map((c) => c.id).sort()).toEqual([m1, m2, platform].sort());

    const refusal = async (ids: string[]) => {
      const res = await s.send({ url: '/api/v1/order/preview', json: { cartItemIds: line, deliveryType: 'STORE_PICKUP', couponInstanceIds: ids } });
      return [res.statusCode, envelopeOf(res).meta.message];
    };
    expect(await refusal([m1, m2])).toEqual([400, 'An order takes at most one coupon per merchant and one platform coupon.']);
    expect(await refusal([elsewhere])).toEqual([400, 'This coupon does not apply to any product in this order.']);
    expect(await refusal([otherProduct])).toEqual([400, 'This coupon does not apply to any product in this order.']);
    for (const ids of [[strangers], [expired]]) expect((await refusal(ids))[0]).toBe(409);
  });

  it('refuses a coupon whose offer was withdrawn (409), in preview and at creation, and creates nothing', async () => {
    const s = await shopper(app);
    const offer = await insertCouponOffer(app.db);
    const coupon = await giveCoupon(app.db, s.memberId, offer);
    const body = {
      cartItemIds: await s.addToCart(await product()),
      deliveryType: 'HOME_DELIVERY',
      addressId: await s.addAddress('HONG_KONG'),
      couponInstanceIds: [coupon],
    };
    expect((await s.preview(body)).couponDiscountMinor).toBeGreaterThan(0);
    await withdrawCouponOffer(app.db, offer);
    expect(meta(await s.create(body))).toEqual([409, 409]);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.memberId))).toEqual([]);
  });

  it('refuses a coupon an earlier order used (409) and creates nothing', async () => {
    const s = await shopper(app);
    const p = await product();
    const coupon = await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db));
    const addressId = await s.addAddress('HONG_KONG');
    const first = [await s.addToCart(p)];
    orderOf(await s.create({ cartItemIds: first[0], deliveryType: 'HOME_DELIVERY', addressId, couponInstanceIds: [coupon] }));
    const again = await s.create({ cartItemIds: await s.addToCart(p), deliveryType: 'HOME_DELIVERY', addressId, couponInstanceIds: [coupon] });
    expect(meta(again)).toEqual([409, 409]);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.memberId))).toHaveLength(1);
  });
});

describe('checkout input', () => {
  it('answers 400 naming the field for a missing address or pickup point, a pickup point the lines cannot use, a long remark', async () => {
    const s = await shopper(app);
    const line = await s.addToCart(await product());
    const locker = await insertPickupPoint(app.db);
    const otherStore = await insertPickupPoint(app.db, { kind: 'STORE', merchantId: freeMerchantId });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ deliveryType: 'HOME_DELIVERY' }, 'addressId'],
      [{ deliveryType: 'STORE_PICKUP' }, 'pickupPointId'],
      [{ deliveryType: 'STORE_PICKUP', pickupPointId: locker }, 'pickupPointId'],
      [{ deliveryType: 'STORE_PICKUP', pickupPointId: otherStore }, 'pickupPointId'],
      [{ deliveryType: 'NONE' }, 'deliveryType'],
      [{ deliveryType: 'PICKUP_LOCKER', pickupPointId: locker, remark: 'x'.repeat(201) }, 'remark'],
    ];
    for (const [over, field] of cases) {
      const res = await s.create({ cartItemIds: line, ...over });
      expect([res.statusCode, fieldOf(res)], JSON.stringify(over)).toEqual([400, field]);
    }
    expect(envelopeOf(await s.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY' })).meta.message).toContain('delivery address');
    expect(orderOf(await s.create({ cartItemIds: line, deliveryType: 'PICKUP_LOCKER', pickupPointId: locker })).pickupPoint).toMatchObject({
      id: locker,
      kind: 'LOCKER',
    });
  });

  it('answers 404 for another member’s address or cart line', async () => {
    const s = await shopper(app);
    const stranger = await shopper(app);
    const line = await s.addToCart(await product());
    const theirs = await stranger.addAddress('HONG_KONG');
    expect(meta(await s.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: theirs }))).toEqual([404, 404]);
    expect(meta(await stranger.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: theirs }))).toEqual([404, 404]);
  });
});

describe('order.deliveryTypes', () => {
  it('lists the types every line allows with the merchant’s active stores (one merchant) and the lockers', async () => {
    const s = await shopper(app);
    const merchant = await insertMerchant(app.db);
    const store = await insertPickupPoint(app.db, { kind: 'STORE', merchantId: merchant, nameEn: 'Main shop', nameZh: '總店' });
    await insertPickupPoint(app.db, { kind: 'STORE', merchantId: merchant, isActive: false });
    const locker = await insertPickupPoint(app.db);
    const a = await s.addToCart(await product({}, merchant));
    const b = await s.addToCart(await product({ deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'] }, merchant));
    const c = await s.addToCart(await product({}, freeMerchantId));
    const options = async (ids: string[], lang = 'en-US') =>
      envelopeOf<DeliveryOptionsView>(
        await s.send({ url: '/api/v1/order/deliveryTypes', query: { cartItemIds: ids.join(',') }, headers: { 'accept-language': lang } }),
      ).data;

    const one = await options([a, b]);
    expect(one.deliveryTypes).toEqual(['HOME_DELIVERY', 'STORE_PICKUP']);
    expect(one.pickupPoints.map((p) => [p.id, p.name])).toEqual([[store, 'Main shop']]);
    expect((await options([a, b], 'zh-HK')).pickupPoints[0]?.name).toBe('總店');

    const withLockers = await options([a]);
    expect(withLockers.deliveryTypes).toEqual(['HOME_DELIVERY', 'STORE_PICKUP', 'PICKUP_LOCKER']);
    expect(withLockers.pickupPoints.map((p) => p.id)).toEqual(expect.arrayContaining([store, locker]));
    // Two merchants: no single store to collect from, so store pickup is not offered.
    const two = await options([a, c]);
    expect(two.deliveryTypes).toEqual(['HOME_DELIVERY', 'PICKUP_LOCKER']);
    expect(two.pickupPoints.every((p) => p.kind === 'LOCKER')).toBe(true);
  });

  it('needs a member and answers 404 for lines that are not the member’s', async () => {
    const res = await clientOf(app, '10.78.0.1')({ url: '/api/v1/order/deliveryTypes', query: { cartItemIds: '00000000-0000-4000-8000-000000000000' } });
    expect(meta(res)).toEqual([401, 401]);
    const s = await shopper(app);
    const stranger = await shopper(app);
    const line = await stranger.addToCart(await product());
    expect(meta(await s.send({ url: '/api/v1/order/deliveryTypes', query: { cartItemIds: line } }))).toEqual([404, 404]);
  });
});

describe('the API contract', () => {
  it('documents every order operation with its operationId', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      'order.deliveryTypes GET /api/v1/order/deliveryTypes',
      'order.preview POST /api/v1/order/preview',
      'order.create POST /api/v1/order/create',
      'order.detail GET /api/v1/order/detail/{id}',
      'order.detailByMobile GET /api/v1/order/detailByMobile',
      'order.list GET /api/v1/order/list',
      'order.countByStatus GET /api/v1/order/countByStatus',
      'order.cancel POST /api/v1/order/cancel',
      'order.confirm POST /api/v1/order/confirm',
      'order.updateDeliveryCod POST /api/v1/order/updateDeliveryCod',
    ]) {
      expect(found).toContain(expected);
    }
  });
});
