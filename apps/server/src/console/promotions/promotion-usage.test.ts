import type {
  ConsoleCouponOfferUsageView,
  ConsoleCouponOfferView,
  ConsolePage,
  ConsolePromoRow,
  ConsolePromoUsageView,
  ConsolePromoView,
} from '@sme/shared/schemas/console-promotions';
import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalogue-fixtures';
import { setCouponValidUntil } from '../../test/shop-fixtures';
import { createTestApp } from '../../test/test-app';
import { type Shopper, orderOf, shopper } from '../../modules/orders/orders.test-kit';
import { type ConsoleCast, consoleCast, dataOf, offerBody, promoBody } from './promotions.test-kit';

/** Usage reports of the back office, from real orders placed through the shop's API. */

let app: FastifyInstance;
let cast: ConsoleCast;
/** Merchant A's HK$100.00 product (free delivery: the merchant has no freight rule). */
let productA: string;

beforeAll(async () => {
  app = await createTestApp();
  cast = await consoleCast(app);
  productA = await insertProduct(app.db, cast.merchantA, { stock: 100, retailPriceMinor: 10_000, deliveryTypes: ['HOME_DELIVERY'] });
});

afterAll(async () => {
  await app?.close();
});

/** The shopper orders `quantity` of product A with these promotions; answers the order. */
async function order(s: Shopper, quantity: number, extra: { promoCode?: string; couponInstanceIds?: string[] }) {
  const line = await s.addToCart(productA, quantity);
  return orderOf(await s.create({ cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG'), ...extra }));
}

async function collect(s: Shopper, offerId: string): Promise<string> {
  return dataOf<CouponInstanceView>(await s.send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offerId } })).id;
}

describe('console.promo.usage', () => {
  it('gives the same number of uses in the promo list, the code’s detail and its usage report', async () => {
    const promo = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody() }));
    const [amy, ben] = [await shopper(app), await shopper(app)];
    await order(amy, 1, { promoCode: promo.code });
    await order(ben, 1, { promoCode: promo.code });

    const listed = dataOf<ConsolePage<ConsolePromoRow>>(await cast.staffA({ method: 'GET', url: '/api/v1/console/promo/list', query: { q: promo.code } })).list;
    const detail = dataOf<ConsolePromoView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/detail/${promo.id}` }));
    const usage = dataOf<ConsolePromoUsageView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/usage/${promo.id}` }));
    expect(listed.map((p) => [p.code, p.uses])).toEqual([[promo.code, 2]]);
    expect([detail.uses, usage.uses, usage.orders.total]).toEqual([2, 2, 2]);
  });

  it('counts uses, distinct members and the discount of orders placed with the code; a cancelled order gives its use back', async () => {
    const promo = dataOf<ConsolePromoView>(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody({ valueMinor: 2_500 }) }));
    const [amy, ben, cat] = [await shopper(app), await shopper(app), await shopper(app)];
    const first = await order(amy, 1, { promoCode: promo.code });
    const second = await order(amy, 2, { promoCode: promo.code.toLowerCase() });
    const third = await order(ben, 1, { promoCode: promo.code });
    const cancelled = await order(cat, 1, { promoCode: promo.code });
    expect((await cat.send({ url: '/api/v1/order/cancel', json: { id: cancelled.id } })).statusCode).toBe(200);

    const usage = dataOf<ConsolePromoUsageView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/promo/usage/${promo.id}`, query: { size: 2 } }));
    expect([usage.code, usage.currency, usage.uses, usage.members, usage.discountTotalMinor]).toEqual([promo.code, 'HKD', 3, 2, 7_500]);
    expect(usage.orders.total).toBe(3);
    expect(usage.orders.list.map((u) => [u.orderNo, u.memberId, u.discountMinor])).toEqual([
      [third.orderNo, ben.memberId, 2_500],
      [second.orderNo, amy.memberId, 2_500],
    ]);
    expect(usage.orders.list[0]?.buyerName).toBe('Chan Tai Man');
    const next = dataOf<ConsolePromoUsageView>(
      await cast.admin({ method: 'GET', url: `/api/v1/console/promo/usage/${promo.id}`, query: { size: 2, page: 2 } }),
    );
    expect(next.orders.list.map((u) => u.orderNo)).toEqual([first.orderNo]);
    expect([first.promoDiscountMinor, second.promoDiscountMinor]).toEqual([2_500, 2_500]);
  });
});

describe('console.couponOffer.usage', () => {
  it('counts coupons by state and works out each coupon’s share of an order that stacked two offers', async () => {
    const fixed = dataOf<ConsoleCouponOfferView>(await cast.staffA({ url: '/api/v1/console/couponOffer/create', json: offerBody({ valueMinor: 1_000 }) }));
    const percent = dataOf<ConsoleCouponOfferView>(
      await cast.admin({ url: '/api/v1/console/couponOffer/create', json: offerBody({ method: 'PERCENT', percentage: 10 }) }),
    );
    const [buyer, inStore, late, saver] = [await shopper(app), await shopper(app), await shopper(app), await shopper(app)];
    const stacked = await order(buyer, 2, { couponInstanceIds: [await collect(buyer, fixed.id), await collect(buyer, percent.id)] });
    expect((await inStore.send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId: await collect(inStore, fixed.id) } })).statusCode).toBe(200);
    await setCouponValidUntil(app.db, await collect(late, fixed.id), new Date(Date.now() - 60_000));
    await collect(saver, fixed.id);

    const usage = dataOf<ConsoleCouponOfferUsageView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/couponOffer/usage/${fixed.id}` }));
    expect([usage.issued, usage.used, usage.unused, usage.expired]).toEqual([4, 2, 1, 1]);
    // HK$10 off each of 2 units, whichever coupon applied first (10% of HK$100 or of HK$90 never takes it below HK$10).
    expect(usage.discountTotals).toEqual([{ currency: 'HKD', amountMinor: 2_000 }]);
    expect(usage.uses.list.map((u) => [u.orderNo, u.discount?.amountMinor ?? null])).toEqual([
      [null, null],
      [stacked.orderNo, 2_000],
    ]);
    const other = dataOf<ConsoleCouponOfferUsageView>(await cast.admin({ method: 'GET', url: `/api/v1/console/couponOffer/usage/${percent.id}` }));
    const percentShare = other.discountTotals[0]?.amountMinor ?? 0;
    expect([other.issued, other.used]).toEqual([1, 1]);
    // The two shares add up to what the order took off for coupons.
    expect(2_000 + percentShare).toBe(stacked.couponDiscountMinor);
  });
});
