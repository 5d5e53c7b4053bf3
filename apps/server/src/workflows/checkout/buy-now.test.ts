import type { DeliveryOptionsView, OrderPreviewView } from '@sme/shared/schemas/orders';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { cartLinesOf, insertFreightRule, insertPickupPoint, insertPromoCode, productStock } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { orderOf, shopper } from '../../modules/orders/orders.test-kit';

/**
 * Buy now: checkout of one product straight from its page. It is priced and refused by the very rules of a cart
 * checkout, and never touches the cart.
 */

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  await insertFreightRule(app.db, merchantId);
});

afterAll(async () => {
  await app?.close();
});

const SIZES = [
  {
    nameEn: 'Size',
    nameZh: '尺寸',
    values: [
      { en: 'Small', zh: '細' },
      { en: 'Medium', zh: '中' },
    ],
  },
];
const product = (over: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'], stock: 20, retailPriceMinor: 12_000, ...over });
const meta = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];
const fieldOf = (res: LightMyRequestResponse) => envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field;
const sortedLines = async (memberId: string) => (await cartLinesOf(app.db, memberId)).sort((a, b) => a.id.localeCompare(b.id));

describe('buy now', () => {
  it('orders only that product and quantity, priced exactly like the same line from the cart, and leaves the cart as it was', async () => {
    const s = await shopper(app);
    const tea = await product({ specOptions: SIZES });
    const other = await product({ retailPriceMinor: 5_000 });
    // The cart already holds the same product and another one: buy now must neither order nor change them.
    const cartLine = await s.addToCart(other, 3);
    const addressId = await s.addAddress('HONG_KONG');
    const promo = await insertPromoCode(app.db, { merchantId });
    const before = await sortedLines(s.memberId);
    const buyNow = { productId: tea, specification: 'Medium', quantity: 2 };
    const target = { deliveryType: 'HOME_DELIVERY', addressId, promoCode: promo.code };

    const preview = await s.preview({ buyNow, ...target });
    expect(preview.lines.map((l) => [l.productId, l.quantity, l.specification])).toEqual([[tea, 2, 'Medium']]);
    expect(preview).toMatchObject({ goodsSubtotalMinor: 24_000, promoDiscountMinor: 2_000, freightMinor: 3_000, blockedBy: null });

    // The same choice through the cart prices the same: one rule for both sources.
    const twin = await shopper(app);
    const added = await twin.send({ url: '/api/v1/cart/add', form: { productId: tea, specification: 'Medium', quantity: 2 } });
    const twinLine = envelopeOf<{ id: string }>(added).data.id;
    const viaCart = await twin.preview({ cartItemIds: twinLine, ...target, addressId: await twin.addAddress('HONG_KONG') });
    const amounts = (v: OrderPreviewView) => [v.goodsSubtotalMinor, v.promoDiscountMinor, v.freightMinor, v.totalMinor, v.payableMinor];
    expect(amounts(viaCart)).toEqual(amounts(preview));

    const stock = await productStock(app.db, tea);
    const res = await s.create({ buyNow, ...target });
    expect(meta(res)).toEqual([200, 200]);
    const order = orderOf(res);
    expect(order.lines.map((l) => [l.productId, l.quantity])).toEqual([[tea, 2]]);
    expect(order.payableMinor).toBe(preview.payableMinor);
    expect(await productStock(app.db, tea)).toBe((stock ?? 0) - 2);
    expect(await sortedLines(s.memberId)).toEqual(before);
    expect(before.map((l) => l.id)).toEqual([cartLine]);
  });

  it('makes one order for a repeated submit, and nothing in the cart', async () => {
    const s = await shopper(app);
    const tea = await product();
    const body = {
      buyNow: { productId: tea, quantity: 1 },
      deliveryType: 'HOME_DELIVERY',
      addressId: await s.addAddress('HONG_KONG'),
      idempotencyKey: 'buy-now-twice-1',
    };
    const first = orderOf(await s.create(body));
    const again = orderOf(await s.create(body));
    expect(again.id).toBe(first.id);
    expect(await productStock(app.db, tea)).toBe(19);
    expect(await cartLinesOf(app.db, s.memberId)).toEqual([]);
  });

  it('offers the product’s delivery types and its merchant’s stores', async () => {
    const s = await shopper(app);
    const merchant = await insertMerchant(app.db);
    const store = await insertPickupPoint(app.db, { kind: 'STORE', merchantId: merchant });
    const tea = await insertProduct(app.db, merchant, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'], stock: 5 });
    const res = await s.send({ url: '/api/v1/order/deliveryTypes', query: { productId: tea, quantity: 2 } });
    const options = envelopeOf<DeliveryOptionsView>(res).data;
    expect(options.deliveryTypes).toEqual(['HOME_DELIVERY', 'STORE_PICKUP']);
    expect(options.pickupPoints.map((p) => p.id)).toEqual([store]);
    const over = await s.send({ url: '/api/v1/order/deliveryTypes', query: { productId: tea, quantity: 6 } });
    expect(meta(over)).toEqual([409, 6001]);
  });

  it('keeps the cart’s rules: stock (6001), products off sale (404), one value per option and a price for the mode (400); nothing changes', async () => {
    const s = await shopper(app);
    const addressId = await s.addAddress('HONG_KONG');
    const tea = await product({ stock: 3, specOptions: SIZES });
    const hidden = await product({ status: 'HIDDEN' });
    const order = (buyNow: Record<string, unknown>) => s.create({ buyNow, deliveryType: 'HOME_DELIVERY', addressId });

    expect(meta(await order({ productId: tea, specification: 'Small', quantity: 4 }))).toEqual([409, 6001]);
    expect(meta(await order({ productId: hidden, quantity: 1 }))).toEqual([404, 404]);
    const badSpec = await order({ productId: tea, specification: 'Large', quantity: 1 });
    expect([badSpec.statusCode, fieldOf(badSpec)]).toEqual([400, 'buyNow.specification']);
    const wholesale = await order({ productId: tea, specification: 'Small', quantity: 1, priceMode: 'wholesale' });
    expect([wholesale.statusCode, fieldOf(wholesale)]).toEqual([400, 'buyNow.priceMode']);
    const zero = await order({ productId: tea, specification: 'Small', quantity: 0 });
    expect([zero.statusCode, fieldOf(zero)]).toEqual([400, 'buyNow.quantity']);
    expect(await productStock(app.db, tea)).toBe(3);
    expect(await cartLinesOf(app.db, s.memberId)).toEqual([]);
  });

  it('explains a bad choice in the buyer’s language', async () => {
    const s = await shopper(app);
    const tea = await product({ specOptions: SIZES });
    const res = await s.send({
      url: '/api/v1/order/preview',
      json: { buyNow: { productId: tea, specification: 'Huge', quantity: 1 }, deliveryType: 'HOME_DELIVERY' },
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).meta.message).toContain('規格');
  });

  it('needs exactly one source: cart lines or a buy-now item', async () => {
    const s = await shopper(app);
    const tea = await product();
    const line = await s.addToCart(tea);
    for (const body of [{ deliveryType: 'HOME_DELIVERY' }, { cartItemIds: line, buyNow: { productId: tea, quantity: 1 }, deliveryType: 'HOME_DELIVERY' }]) {
      const res = await s.send({ url: '/api/v1/order/preview', json: body });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).meta.message).toMatch(/cart lines or one product/);
    }
    expect(meta(await s.send({ url: '/api/v1/order/deliveryTypes', query: { cartItemIds: line, productId: tea } }))).toEqual([400, 400]);
  });

  it('answers 404 for another member’s address, and places nothing', async () => {
    const s = await shopper(app);
    const stranger = await shopper(app);
    const tea = await product();
    const strangersAddress = await stranger.addAddress('HONG_KONG');
    const res = await s.create({ buyNow: { productId: tea, quantity: 1 }, deliveryType: 'HOME_DELIVERY', addressId: strangersAddress });
    expect(meta(res)).toEqual([404, 404]);
    expect(await productStock(app.db, tea)).toBe(20);
  });
});
