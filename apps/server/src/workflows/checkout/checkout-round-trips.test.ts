import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { type StatementCounter, countStatements } from '../../test/count-statements';
import { giveCoupon, grantMembership, insertCouponOffer, insertFreightRule, insertPromoCode } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { type Shopper, orderOf, shopper } from '../../modules/orders/orders.test-kit';

/**
 * The SQL round trips of the shop's hot requests, BEGIN and COMMIT included, and so are the three every request
 * makes before its handler (rate-limit counter, signature nonce, session). The bounds are today's counts, so a query
 * added per line or per step fails here before it shows in the bench. Before batching: 11 / 10 / 12 / 29.
 */
describe('checkout round trips', () => {
  let app: FastifyInstance;
  let counter: StatementCounter;
  let s: Shopper;
  let productIds: string[];
  let addressId: string;
  let couponId: string;
  let promoCode: string;

  beforeAll(async () => {
    app = await createTestApp();
    const merchantId = await insertMerchant(app.db);
    await insertFreightRule(app.db, merchantId);
    productIds = [
      await insertProduct(app.db, merchantId, { stock: 50, deliveryTypes: ['HOME_DELIVERY'] }),
      await insertProduct(app.db, merchantId, { stock: 50, deliveryTypes: ['HOME_DELIVERY'] }),
    ];
    s = await shopper(app);
    addressId = await s.addAddress('HONG_KONG');
    await grantMembership(app.db, s.memberId, 'GOLD');
    couponId = await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db));
    promoCode = (await insertPromoCode(app.db)).code;
    counter = countStatements(app.db);
  });

  afterAll(async () => {
    await app?.close();
  });

  async function counted(work: () => Promise<LightMyRequestResponse>): Promise<number> {
    const { result, count, statements } = await counter.during(work);
    expect(result.statusCode, result.body).toBe(200);
    if (process.env.SHOW_STATEMENTS) console.log(count, statements);
    return count;
  }

  const add = (productId: string) => s.send({ url: '/api/v1/cart/add', json: { productId, quantity: 1 } });
  const checkout = (lines: string[]) => ({ cartItemIds: lines.join(','), deliveryType: 'HOME_DELIVERY', addressId, promoCode, couponInstanceIds: [couponId] });

  it('adds to the cart, previews and places a two-line order with a promo code, a coupon and a VIP discount', async () => {
    const [first, second] = productIds as [string, string];
    // A new line: the product, a conditional update that finds no line, then under the member lock one upsert that
    // counts the lines itself.
    expect(await counted(() => add(first))).toBeLessThanOrEqual(9);
    const lines = [envelopeOf<{ id: string }>(await add(second)).data.id];
    // More of a line: the product and one conditional update.
    expect(await counted(() => add(first))).toBeLessThanOrEqual(5);
    lines.unshift(envelopeOf<{ id: string }>(await add(first)).data.id);

    expect(await counted(() => s.send({ url: '/api/v1/order/preview', json: checkout(lines) }))).toBeLessThanOrEqual(10);

    let created: LightMyRequestResponse | undefined;
    expect(
      await counted(async () => {
        created = await s.create(checkout(lines));
        return created;
      }),
    ).toBeLessThanOrEqual(17);
    const order = orderOf(created as LightMyRequestResponse);
    expect(order.lines).toHaveLength(2);
    expect(order.promoDiscountMinor).toBeGreaterThan(0);
    expect(order.couponDiscountMinor).toBeGreaterThan(0);
    expect(order.vipDiscountMinor).toBeGreaterThan(0);
    // The create answer is built from the rows it inserted: exactly what order.detail reads back.
    const detail = await s.send({ method: 'GET', url: `/api/v1/order/detail/${order.id}` });
    expect(envelopeOf(detail).data).toEqual(order);
  });
});
