import type { OrderStatus } from '@sme/shared/order-status';
import type { OrderView } from '@sme/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct, updateProduct } from '../../test/catalogue-fixtures';
import { cartLinesOf, couponInstance, giveCoupon, insertCouponOffer, insertPromoCode, productStock, promoUses } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { isAppError } from '../../http/app-error';
import { type Shopper, buyerFields, orderOf, shopper } from './orders.test-kit';
import { transitionOrder } from './order-transitions';
import { orderStatusEvents, orders } from './orders.tables';

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const product = (over: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'], ...over });
const stockOf = (id: string) => productStock(app.db, id);
const meta = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];
const ordersOf = (memberId: string) => app.db.select().from(orders).where(eq(orders.memberId, memberId));
const setStatus = (id: string, status: OrderStatus) => app.db.update(orders).set({ status }).where(eq(orders.id, id));
const act = (s: Shopper, action: 'cancel' | 'confirm' | 'updateDeliveryCod', id: string) => s.send({ url: `/api/v1/order/${action}`, json: { id } });

/** A member with one HK home-delivery order of `quantity` units of a fresh product (stock 10). */
async function orderedOne(quantity = 2, over: Record<string, unknown> = {}) {
  const s = await shopper(app);
  const productId = await product({ stock: 10 });
  const body = { cartItemIds: await s.addToCart(productId, quantity), deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG'), ...over };
  return { s, productId, order: orderOf(await s.create(body)) };
}

describe('idempotent order.create', () => {
  it('answers the same order to the same key, one after the other and at the same time', async () => {
    const s = await shopper(app);
    const productId = await product({ stock: 10 });
    const addressId = await s.addAddress('HONG_KONG');
    const body = { ...buyerFields(), cartItemIds: await s.addToCart(productId, 3), deliveryType: 'HOME_DELIVERY', addressId };
    const first = orderOf(await s.create(body));
    const again = orderOf(await s.create(body));
    expect(again.id).toBe(first.id);

    const concurrent = { ...buyerFields(), cartItemIds: await s.addToCart(productId, 1), deliveryType: 'HOME_DELIVERY', addressId };
    const both = (await Promise.all([s.create(concurrent), s.create(concurrent)])).map(orderOf);
    expect(both[0]?.id).toBe(both[1]?.id);
    expect(await ordersOf(s.memberId)).toHaveLength(2);
    expect(await stockOf(productId)).toBe(6);
  });
});

describe('stock', () => {
  it('reserves stock at creation and gives it back, with the promo use and coupons, on cancel', async () => {
    const s = await shopper(app);
    const productId = await product({ stock: 10 });
    const promo = await insertPromoCode(app.db, { perMemberLimit: 1 });
    const coupon = await giveCoupon(app.db, s.memberId, await insertCouponOffer(app.db));
    const addressId = await s.addAddress('HONG_KONG');
    const body = { cartItemIds: await s.addToCart(productId, 4), deliveryType: 'HOME_DELIVERY', addressId, promoCode: promo.code, couponInstanceIds: [coupon] };
    const order = orderOf(await s.create(body));
    expect(await stockOf(productId)).toBe(6);
    expect(await promoUses(app.db, { orderId: order.id })).toHaveLength(1);

    const cancelled = envelopeOf<OrderView>(await act(s, 'cancel', order.id)).data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', actions: [], paymentDueAt: null });
    expect(cancelled.timeline.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'AWAITING_PAYMENT', 'MEMBER'],
      ['AWAITING_PAYMENT', 'CANCELLED', 'MEMBER'],
    ]);
    expect(await stockOf(productId)).toBe(10);
    expect(await promoUses(app.db, { orderId: order.id })).toEqual([]);
    expect(await couponInstance(app.db, coupon)).toMatchObject({ state: 'UNUSED', usedOrderId: null });
    // Both can be used again: the once-per-member code too.
    const next = orderOf(await s.create({ ...body, cartItemIds: await s.addToCart(productId, 1) }));
    expect([next.promoCode, next.couponDiscountMinor]).toEqual([promo.code, 1_000]);
  });

  it('refuses with 6001 when stock ran short, and changes nothing', async () => {
    const s = await shopper(app);
    const plenty = await product({ stock: 10 });
    const scarce = await product({ stock: 10 });
    const lines = [await s.addToCart(plenty, 2), await s.addToCart(scarce, 5)];
    await updateProduct(app.db, scarce, { stock: 4 });
    const res = await s.create({ cartItemIds: lines.join(','), deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') });
    expect(meta(res)).toEqual([409, 6001]);
    expect([await stockOf(plenty), await stockOf(scarce)]).toEqual([10, 4]);
    expect(await ordersOf(s.memberId)).toEqual([]);
    expect((await cartLinesOf(app.db, s.memberId)).map((r) => r.quantity).sort()).toEqual([2, 5]);
  });
});

describe('status changes', () => {
  it('cancels only while awaiting payment: 6400 from awaiting receipt, nothing changes', async () => {
    const { s, productId, order } = await orderedOne();
    await setStatus(order.id, 'AWAITING_RECEIPT');
    const res = await act(s, 'cancel', order.id);
    expect(meta(res)).toEqual([409, 6400]);
    expect((await ordersOf(s.memberId))[0]?.status).toBe('AWAITING_RECEIPT');
    expect(await stockOf(productId)).toBe(8);
    expect(await app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id))).toHaveLength(1);
  });

  it('confirms receipt only from awaiting receipt', async () => {
    const { s, order } = await orderedOne();
    expect(meta(await act(s, 'confirm', order.id))).toEqual([409, 6400]);
    await setStatus(order.id, 'PREPARING');
    // The machine allows PREPARING → COMPLETED for the merchant (virtual goods), not as the member's receipt.
    expect(meta(await act(s, 'confirm', order.id))).toEqual([409, 6400]);
    await setStatus(order.id, 'AWAITING_RECEIPT');
    const done = envelopeOf<OrderView>(await act(s, 'confirm', order.id)).data;
    expect([done.status, done.timeline.at(-1)?.from, done.actions]).toEqual(['COMPLETED', 'AWAITING_RECEIPT', []]);
  });

  it('switches an unpaid Hong Kong home delivery to cash on delivery, and nothing else', async () => {
    const { s, order } = await orderedOne();
    const cod = envelopeOf<OrderView>(await act(s, 'updateDeliveryCod', order.id)).data;
    expect(cod).toMatchObject({ status: 'PREPARING', isCashOnDelivery: true, paymentDueAt: null, actions: [] });
    expect(meta(await act(s, 'updateDeliveryCod', order.id))).toEqual([409, 6400]);

    const overseas = await shopper(app);
    const abroad = orderOf(
      await overseas.create({
        cartItemIds: await overseas.addToCart(await product()),
        deliveryType: 'HOME_DELIVERY',
        addressId: await overseas.addAddress('OVERSEAS'),
      }),
    );
    expect(meta(await act(overseas, 'updateDeliveryCod', abroad.id))).toEqual([409, 6400]);
    expect((await ordersOf(overseas.memberId))[0]).toMatchObject({ status: 'AWAITING_PAYMENT', isCashOnDelivery: false });
  });
});

describe('transitionOrder', () => {
  const refusal = async (run: () => Promise<unknown>) =>
    run().then(
      () => null,
      (err: unknown) => (isAppError(err) ? err.code : err),
    );

  it('refuses a change the state machine does not allow, and one raced by another change, with 6400', async () => {
    const { order } = await orderedOne();
    const row = async () => (await app.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    const read = await row();
    if (!read) throw new Error('order missing');
    const now = new Date();
    expect(await refusal(() => app.db.transaction((tx) => transitionOrder(tx, read, { to: 'COMPLETED', actor: 'SYSTEM', now })))).toBe(6400);
    // Another request cancelled it after this one read it: the conditional update finds nothing to change.
    await setStatus(order.id, 'CANCELLED');
    expect(await refusal(() => app.db.transaction((tx) => transitionOrder(tx, read, { to: 'CLOSED', actor: 'SYSTEM', now })))).toBe(6400);
    expect((await row())?.status).toBe('CANCELLED');
    expect(await app.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id))).toHaveLength(1);
  });
});

describe('another member’s order', () => {
  it('answers 404 to reading, cancelling, confirming or switching it, and leaves it as it was', async () => {
    const { order } = await orderedOne();
    const stranger = await shopper(app);
    expect(meta(await stranger.send({ url: `/api/v1/order/detail/${order.id}` }))).toEqual([404, 404]);
    for (const action of ['cancel', 'confirm', 'updateDeliveryCod'] as const) expect(meta(await act(stranger, action, order.id)), action).toEqual([404, 404]);
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('AWAITING_PAYMENT');
    expect(envelopeOf(await stranger.send({ url: `/api/v1/order/detail/${order.id}` })).meta.message).toBe('Order not found.');
  });
});
