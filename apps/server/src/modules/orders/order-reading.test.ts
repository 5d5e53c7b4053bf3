import { ORDER_TABS, type OrderCountView, type OrderListView, type OrderView } from '@sme/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { insertPickupPoint } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { orderOf, shopper } from './orders.test-kit';
import { orders } from './orders.tables';
import { pickupCodeKey, signPickupCode, verifyPickupCode } from './pickup-code';

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const meta = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];
const product = () => insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'], stock: 100 });

describe('order.list and order.countByStatus', () => {
  it('lists the member’s orders newest first, filtered by status, in pages, and counts them by status', async () => {
    const s = await shopper(app);
    const productId = await product();
    const addressId = await s.addAddress('HONG_KONG');
    const made: OrderView[] = [];
    for (let i = 0; i < 5; i++)
      made.push(orderOf(await s.create({ cartItemIds: await s.addToCart(productId, i + 1), deliveryType: 'HOME_DELIVERY', addressId })));
    // Spread the creation times so "newest first" is unambiguous, then move two orders on.
    for (const [i, o] of made.entries())
      await app.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(orders.id, o.id));
    await app.db
      .update(orders)
      .set({ status: 'AWAITING_RECEIPT' })
      .where(eq(orders.id, made[1]?.id ?? ''));
    await app.db
      .update(orders)
      .set({ status: 'COMPLETED' })
      .where(eq(orders.id, made[3]?.id ?? ''));
    const other = await shopper(app);
    orderOf(
      await other.create({ cartItemIds: await other.addToCart(productId), deliveryType: 'HOME_DELIVERY', addressId: await other.addAddress('HONG_KONG') }),
    );

    const list = async (query: Record<string, string | number>) => envelopeOf<OrderListView>(await s.send({ url: '/api/v1/order/list', query })).data;
    const all = await list({ page: 1, size: 2 });
    expect([all.total, all.pages, all.page, all.size]).toEqual([5, 3, 1, 2]);
    expect(all.list.map((o) => o.id)).toEqual([made[4]?.id, made[3]?.id]);
    expect((await list({ page: 3, size: 2 })).list.map((o) => o.id)).toEqual([made[0]?.id]);
    expect((await list({ page: 4, size: 2 })).list).toEqual([]);

    const unpaid = await list({ status: ORDER_TABS.AWAITING_PAYMENT.join(',') });
    expect(unpaid.list.map((o) => o.id)).toEqual([made[4]?.id, made[2]?.id, made[0]?.id]);
    expect(unpaid.list[0]).toMatchObject({ status: 'AWAITING_PAYMENT', itemCount: 5, currency: 'HKD', totalMinor: 50_000, actions: ['PAY', 'CANCEL'] });
    expect(unpaid.list[0]?.lines).toEqual([{ name: expect.any(String), imageUrl: null, specification: '', quantity: 5 }]);
    expect((await list({ status: 'AWAITING_RECEIPT' })).list.map((o) => o.id)).toEqual([made[1]?.id]);

    const bad = await s.send({ url: '/api/v1/order/list', query: { status: 'SHIPPED' } });
    expect(meta(bad)).toEqual([400, 400]);

    const counts = envelopeOf<OrderCountView>(await s.send({ url: '/api/v1/order/countByStatus' })).data;
    expect(counts.total).toBe(5);
    expect(counts.counts).toMatchObject({ AWAITING_PAYMENT: 3, AWAITING_RECEIPT: 1, COMPLETED: 1, CANCELLED: 0, REFUND_CLOSED: 0 });
    expect(Object.keys(counts.counts)).toHaveLength(10);
  });

  it('needs a member', async () => {
    const visitor = clientOf(app, '10.79.0.1');
    for (const url of ['/api/v1/order/list', '/api/v1/order/countByStatus']) expect(meta(await visitor({ url }))).toEqual([401, 401]);
  });
});

describe('order.detailByMobile', () => {
  it('finds an order by its number and the buyer’s mobile, masking the email and showing only the address’s district; a mismatch is 404', async () => {
    const s = await shopper(app);
    const order = orderOf(
      await s.create({ cartItemIds: await s.addToCart(await product()), deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') }),
    );
    const guest = clientOf(app, '10.79.1.1');
    const found = await guest({ url: '/api/v1/order/detailByMobile', query: { orderNo: order.orderNo.toLowerCase(), regionCode: 'HK', mobile: '9123 4567' } });
    expect(found.statusCode, found.body).toBe(200);
    const view = envelopeOf<OrderView>(found).data;
    expect([view.id, view.buyer.email, view.buyer.phone, view.pickupQr]).toEqual([order.id, 'b***@example.com', '+85291234567', null]);
    // The delivery address shows where the parcel goes, not to whom: no recipient, phone, email or street.
    // The address book entry the order copied is order-test-client's HONG_KONG one (chan@example.com, Wan Chai).
    expect(view.address).toEqual({ area: 'HONG_KONG', countryCode: 'HK', city: 'Wan Chai' });
    for (const secret of ['chan@example.com', 'Queen’s Road East']) expect(found.body).not.toContain(secret);

    expect(meta(await guest({ url: '/api/v1/order/detailByMobile', query: { orderNo: order.orderNo, regionCode: 'HK', mobile: '61234567' } }))).toEqual([
      404, 404,
    ]);
    const invalid = await guest({ url: '/api/v1/order/detailByMobile', query: { orderNo: order.orderNo, regionCode: 'HK', mobile: '123' } });
    expect(meta(invalid)).toEqual([400, 400]);
  });

  it('is rate limited per address', async () => {
    const guest = clientOf(app, '10.79.2.1');
    const ask = () => guest({ url: '/api/v1/order/detailByMobile', query: { orderNo: 'SO2026999999', regionCode: 'HK', mobile: '91234567' } });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await ask()).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes[10]).toBe(429);
  });
});

describe('the pickup QR code', () => {
  it('is answered for a store-pickup order waiting to be collected, and verifies as that order', async () => {
    const s = await shopper(app);
    const store = await insertPickupPoint(app.db, { kind: 'STORE', merchantId });
    const order = orderOf(await s.create({ cartItemIds: await s.addToCart(await product()), deliveryType: 'STORE_PICKUP', pickupPointId: store }));
    expect(order.pickupQr).toBeNull();
    await app.db.update(orders).set({ status: 'PENDING_PICKUP' }).where(eq(orders.id, order.id));
    const view = envelopeOf<OrderView>(await s.send({ url: `/api/v1/order/detail/${order.id}` })).data;
    const key = pickupCodeKey(app.config.storageKey);
    expect(view.pickupQr).toBe(signPickupCode(order.orderNo, key));
    expect(verifyPickupCode(view.pickupQr ?? '', key)).toBe(order.orderNo);

    const guest = await clientOf(
      app,
      '10.79.3.1',
    )({ url: '/api/v1/order/detailByMobile', query: { orderNo: order.orderNo, regionCode: 'HK', mobile: '91234567' } });
    expect(envelopeOf<OrderView>(guest).data.pickupQr).toBeNull();
  });

  it('refuses a forged, altered or foreign code', () => {
    const key = pickupCodeKey(Buffer.alloc(32, 1));
    const genuine = signPickupCode('SO2026000001', key);
    expect(verifyPickupCode(genuine.replace('SO2026000001', 'SO2026000002'), key)).toBeNull();
    expect(verifyPickupCode(genuine, pickupCodeKey(Buffer.alloc(32, 2)))).toBeNull();
    expect(verifyPickupCode('SMEPICKUP.SO2026000001.', key)).toBeNull();
    expect(verifyPickupCode('hello', key)).toBeNull();
  });
});
