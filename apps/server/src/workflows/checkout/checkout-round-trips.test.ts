import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { type StatementCounter, countStatements } from '../../test/count-statements';
import { giveCoupon, grantMembership, insertCouponOffer, insertFreightRule, insertPromoCode } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { type Shopper, orderOf, shopper } from '../../modules/orders/orders.test-kit';

/**
 * The SQL round trips of the shop's hot requests, BEGIN and COMMIT included, and so are the two every signed-in write
 * makes before its handler (rate-limit counter; session with the signature nonce). The bounds are today's counts, so a query
 * added per line or per step fails here before it shows in the bench. Before batching: 11 / 10 / 12 / 29. Then: a
 * signed-in write's nonce is remembered in the session's lookup (one statement less for each), the ordered cart lines
 * leave the cart inside the order's statement (17 -> 15), an order with no coupon chosen does not read the member's
 * coupons (a preview still does: it offers them), and checkout reads its cart lines with their products in one statement
 * (preview 9 -> 8, order 15 -> 14).
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
    expect(await counted(() => add(first))).toBeLessThanOrEqual(8);
    const lines = [envelopeOf<{ id: string }>(await add(second)).data.id];
    // More of a line: the product and one conditional update.
    expect(await counted(() => add(first))).toBeLessThanOrEqual(4);
    lines.unshift(envelopeOf<{ id: string }>(await add(first)).data.id);

    expect(await counted(() => s.send({ url: '/api/v1/order/preview', json: checkout(lines) }))).toBeLessThanOrEqual(8);

    let created: LightMyRequestResponse | undefined;
    expect(
      await counted(async () => {
        created = await s.create(checkout(lines));
        return created;
      }),
    ).toBeLessThanOrEqual(14);
    const order = orderOf(created as LightMyRequestResponse);
    expect(order.lines).toHaveLength(2);
    expect(order.promoDiscountMinor).toBeGreaterThan(0);
    expect(order.couponDiscountMinor).toBeGreaterThan(0);
    expect(order.vipDiscountMinor).toBeGreaterThan(0);
    // The create answer is built from the rows it inserted: exactly what order.detail reads back.
    const detail = await s.send({ method: 'GET', url: `/api/v1/order/detail/${order.id}` });
    expect(envelopeOf(detail).data).toEqual(order);
    // The ordered lines left the cart with the order.
    const cart = await s.send({ method: 'GET', url: '/api/v1/cart/list' });
    expect(envelopeOf<{ lines: Array<{ id: string }> }>(cart).data.lines.map((l) => l.id)).not.toContain(lines[0]);
  });

  it('places a one-line order without a coupon or promo code in 10 round trips, the cart line removed in the order statement', async () => {
    const line = envelopeOf<{ id: string }>(await add(productIds[0] as string)).data.id;
    const plain = { cartItemIds: line, deliveryType: 'HOME_DELIVERY', addressId };
    // The preview offers the member's coupons, so it reads them.
    expect(await counted(() => s.send({ url: '/api/v1/order/preview', json: plain }))).toBeLessThanOrEqual(8);
    const { result, count, statements } = await counter.during(() => s.create(plain));
    expect(orderOf(result).lines).toHaveLength(1);
    // Rate limit, session with the nonce; lines with their products, address, freight rules, VIP tier; BEGIN, the order
    // (with the cart line's delete), the stock, COMMIT. No coupon read, no delete of its own.
    expect(count).toBeLessThanOrEqual(10);
    expect(statements.some((t) => t.includes('coupon_instances'))).toBe(false);
    expect(statements.some((t) => t.startsWith('delete from "cart_items"'))).toBe(false);
    const cart = await s.send({ method: 'GET', url: '/api/v1/cart/list' });
    expect(envelopeOf<{ lines: Array<{ id: string }> }>(cart).data.lines.map((l) => l.id)).not.toContain(line);
  });
});
