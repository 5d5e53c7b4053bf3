import type { OrderPreviewView, OrderView } from '@sme/shared/schemas/orders';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { giveCoupon, grantMembership, insertCouponOffer, insertFreightRule, insertPickupPoint, insertPromoCode } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { shopper } from '../../modules/orders/orders.test-kit';

/**
 * Property: for any cart and valid discounts, order.create stores exactly what order.preview showed, and the total
 * is the lines' totals plus freight = goods - coupon - promo - VIP discounts + freight, never below HK$1, no line
 * below 0. A checkout the preview shows as blocked is refused by create with the same code. Each run goes through
 * the database, so runs are few.
 */

let app: FastifyInstance;
let merchantId: string;
let storeId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  await insertFreightRule(app.db, merchantId, { feeMinor: 3_000, freeOverMinor: 50_000 });
  storeId = await insertPickupPoint(app.db, { kind: 'STORE', merchantId });
});

afterAll(async () => {
  await app?.close();
});

const discount = fc.record({
  method: fc.constantFrom('FIXPRICE' as const, 'PERCENT' as const),
  valueMinor: fc.integer({ min: 1, max: 30_000 }),
  percentage: fc.integer({ min: 1, max: 100 }),
});

const checkout = fc.record({
  lines: fc.array(fc.record({ priceMinor: fc.integer({ min: 100, max: 100_000 }), quantity: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
  promo: fc.option(
    fc.record({
      discount,
      per: fc.constantFrom('ORDER' as const, 'PERSON' as const),
      isPlatform: fc.boolean(),
      firstProductOnly: fc.boolean(),
      minSpendMinor: fc.constantFrom(0, 0, 20_000),
    }),
  ),
  merchantCoupon: fc.option(discount),
  platformCoupon: fc.option(discount),
  isGold: fc.boolean(),
  homeDelivery: fc.boolean(),
});

const AMOUNTS = [
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
const pick = (v: OrderPreviewView | OrderView) => ({
  ...Object.fromEntries(AMOUNTS.map((k) => [k, v[k]])),
  lines: v.lines.map((l) => [
    l.productId,
    l.unitPriceMinor,
    l.quantity,
    l.subtotalMinor,
    l.couponDiscountMinor,
    l.promoDiscountMinor,
    l.vipDiscountMinor,
    l.totalMinor,
  ]),
});

describe('checkout totals (property)', () => {
  it('create equals preview, total = lines + freight = goods - discounts + freight, never below 1', async () => {
    await fc.assert(
      fc.asyncProperty(checkout, async (c) => {
        const s = await shopper(app);
        if (c.isGold) await grantMembership(app.db, s.memberId, 'GOLD');
        const productIds: string[] = [];
        const cartItemIds: string[] = [];
        for (const line of c.lines) {
          const productId = await insertProduct(app.db, merchantId, {
            retailPriceMinor: line.priceMinor,
            stock: 100,
            deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
          });
          productIds.push(productId);
          cartItemIds.push(await s.addToCart(productId, line.quantity));
        }
        const promo = c.promo
          ? await insertPromoCode(app.db, {
              ...c.promo.discount,
              per: c.promo.per,
              merchantId: c.promo.isPlatform ? null : merchantId,
              isForAll: !c.promo.firstProductOnly,
              pidList: c.promo.firstProductOnly ? productIds.slice(0, 1) : [],
              minSpendMinor: c.promo.minSpendMinor,
            })
          : null;
        const coupons: string[] = [];
        if (c.merchantCoupon) coupons.push(await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db, { ...c.merchantCoupon, merchantId })));
        if (c.platformCoupon) coupons.push(await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db, { ...c.platformCoupon })));
        const body = {
          cartItemIds: cartItemIds.join(','),
          deliveryType: c.homeDelivery ? 'HOME_DELIVERY' : 'STORE_PICKUP',
          ...(c.homeDelivery ? { addressId: await s.addAddress('HONG_KONG') } : { pickupPointId: storeId }),
          ...(promo ? { promoCode: promo.code } : {}),
          couponInstanceIds: coupons,
        };
        const preview = await s.preview(body);
        const lineTotals = preview.lines.reduce((sum, l) => sum + l.totalMinor, 0);
        expect(preview.totalMinor).toBe(lineTotals + preview.freightMinor);
        expect(preview.totalMinor).toBe(
          preview.goodsSubtotalMinor - preview.couponDiscountMinor - preview.promoDiscountMinor - preview.vipDiscountMinor + preview.freightMinor,
        );
        for (const l of preview.lines) expect(l.totalMinor).toBeGreaterThanOrEqual(0);

        const res = await s.create(body);
        if (preview.blockedBy !== null) {
          expect(envelopeOf(res).meta.code).toBe(preview.blockedBy);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        const order = envelopeOf<OrderView>(res).data;
        expect(order.totalMinor).toBeGreaterThanOrEqual(100);
        expect(pick(order)).toEqual(pick(preview));
      }),
      { numRuns: 25 },
    );
  });
});
