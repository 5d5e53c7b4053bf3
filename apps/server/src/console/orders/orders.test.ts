import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { ConsoleOrderListView, ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import type { OrderView } from '@sme/shared/schemas/orders';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { insertPickupPoint, productStock } from '../../test/shop-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp, testConfig } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { createdPayment, decide } from '../../modules/payments/payments.test-kit';
import { type Shopper, orderOf, shopper } from '../../modules/orders/orders.test-kit';

/** Back-office orders: listing, merchant scoping, and every staff action with its audit entry. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
let lockerId: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let clients = 0;

async function consoleClient(options: Parameters<typeof signedInStaff>[1]): Promise<Send> {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return clientOf(app, `10.66.0.${clients}`, staff.cookie);
}

beforeAll(async () => {
  app = await createTestApp({
    payments: { ...testConfig().payments, fps: { proxyId: '+852-91234567', merchantName: 'SME Link HK', merchantCity: 'Hong Kong' } },
  });
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  lockerId = await insertPickupPoint(app.db);
  admin = await consoleClient({ roles: ['ADMIN'] });
  staffA = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA });
  staffB = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB });
});

afterAll(async () => {
  await app?.close();
});

interface Placed {
  s: Shopper;
  order: OrderView;
  productIds: string[];
}

/** A member's order of one HK$100 product from each merchant: Hong Kong home delivery, or the locker with `pickup`. */
async function placeOrder(merchantIds: string[], options: { pickup?: boolean; buyerEmail?: string; buyerPhone?: string } = {}): Promise<Placed> {
  const s = await shopper(app);
  const productIds: string[] = [];
  const cartItemIds: string[] = [];
  for (const merchantId of merchantIds) {
    const productId = await insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP', 'PICKUP_LOCKER', 'NONE'], stock: 10 });
    productIds.push(productId);
    cartItemIds.push(await s.addToCart(productId, 1));
  }
  const where = options.pickup
    ? { deliveryType: 'PICKUP_LOCKER', pickupPointId: lockerId }
    : { deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') };
  const buyer = { ...(options.buyerEmail ? { buyerEmail: options.buyerEmail } : {}), ...(options.buyerPhone ? { buyerPhone: options.buyerPhone } : {}) };
  const order = orderOf(await s.create({ cartItemIds: cartItemIds.join(','), ...where, ...buyer }));
  return { s, order, productIds };
}

/** Paid through the test provider: PREPARING (PENDING_PICKUP for pickup). */
async function pay(p: Placed): Promise<void> {
  const payment = await createdPayment(p.s, p.order.id, 'TEST');
  await decide(p.s, payment, 'APPROVE');
}

const view = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleOrderView>(res).data;
};
const list = async (send: Send, query: Record<string, string | number>) => {
  const res = await send({
    method: 'GET',
    url: '/api/v1/console/order/list',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
  return envelopeOf<ConsoleOrderListView>(res).data;
};
const memberView = async (p: Placed) => envelopeOf<OrderView>(await p.s.send({ method: 'GET', url: `/api/v1/order/detail/${p.order.id}` })).data;
const auditOf = async (orderId: string) => (await listAudit(app.db, { targetId: orderId, page: 1, size: 50 })).list;
/** Today as a Hong Kong date (YYYY-MM-DD), and a day off it. */
const hkDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const uniqueEmail = () => `buyer-${randomBytes(5).toString('hex')}@example.com`;

describe('access', () => {
  it('answers 401 without a session, 403 to a member, 403 staff.secondFactorRequired before the second factor', async () => {
    const anonymous = await clientOf(app, '10.66.1.1')({ method: 'GET', url: '/api/v1/console/order/list' });
    expect(anonymous.statusCode).toBe(401);
    const member = await shopper(app);
    const res = await member.send({ method: 'GET', url: '/api/v1/console/order/list' });
    expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    const noTotp = await consoleClient({ roles: ['ADMIN'], totp: false });
    const early = await noTotp({ method: 'GET', url: '/api/v1/console/order/list' });
    expect([early.statusCode, envelopeOf(early).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    const placed = await placeOrder([merchantA]);
    const cancel = await noTotp({ url: '/api/v1/console/order/cancel', json: { id: placed.order.id, reason: 'test' } });
    expect(cancel.statusCode).toBe(403);
    expect((await memberView(placed)).status).toBe('AWAITING_PAYMENT');
  });

  it('keeps a merchant’s staff to orders whose lines are all their merchant’s: 404 on detail and every action', async () => {
    const ofB = await placeOrder([merchantB]);
    const shared = await placeOrder([merchantA, merchantB]);
    for (const { order } of [ofB, shared]) {
      expect((await staffA({ method: 'GET', url: `/api/v1/console/order/detail/${order.id}` })).statusCode).toBe(404);
      const actions: Array<[string, Record<string, unknown>]> = [
        ['ship', { id: order.id, logisticsCompany: 'SF Express', logisticsNo: 'SF123' }],
        ['complete', { id: order.id }],
        ['cancel', { id: order.id, reason: 'test' }],
        ['refund', { id: order.id, reason: 'test' }],
        ['recordPayment', { orderId: order.id, method: 'FPS', receivedMinor: 100 }],
      ];
      for (const [action, json] of actions)
        expect([action, (await staffA({ url: `/api/v1/console/order/${action}`, json })).statusCode]).toEqual([action, 404]);
    }
    expect(view(await staffB({ method: 'GET', url: `/api/v1/console/order/detail/${ofB.order.id}` })).status).toBe('AWAITING_PAYMENT');
    expect(view(await admin({ method: 'GET', url: `/api/v1/console/order/detail/${shared.order.id}` })).merchantIds.sort()).toEqual(
      [merchantA, merchantB].sort(),
    );
    expect(await auditOf(ofB.order.id)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every console.order operation', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    const ours = ['list', 'detail', 'recordPayment', 'ship', 'verifyPickup', 'complete', 'cancel', 'refund'].map((a) => `console.order.${a}`);
    expect(ids).toEqual(expect.arrayContaining(ours));
  });
});

describe('console.order.list', () => {
  it('filters by status, order number, buyer phone or email and created dates, pages, and scopes to the merchant', async () => {
    const email = uniqueEmail();
    const first = await placeOrder([merchantA], { buyerEmail: email });
    const second = await placeOrder([merchantA], { buyerEmail: email, buyerPhone: '61234567' });
    const ofB = await placeOrder([merchantB], { buyerEmail: email });
    await pay(second);

    const all = await list(admin, { q: email });
    expect(all.list.map((o) => o.orderNo)).toEqual([ofB.order.orderNo, second.order.orderNo, first.order.orderNo]);
    expect(all.list[0]).toMatchObject({ buyer: { email }, memberId: ofB.s.memberId, consoleActions: ['RECORD_PAYMENT', 'CANCEL'] });
    expect((await list(admin, { q: email, status: 'PREPARING' })).list.map((o) => o.id)).toEqual([second.order.id]);
    expect((await list(admin, { q: first.order.orderNo })).list.map((o) => o.id)).toEqual([first.order.id]);
    expect((await list(admin, { q: '61234567', from: hkDay() })).list.map((o) => o.id)).toContain(second.order.id);
    expect((await list(admin, { q: email, from: hkDay(1) })).total).toBe(0);
    expect((await list(admin, { q: email, to: hkDay(-1) })).total).toBe(0);
    expect((await list(admin, { q: email, merchantId: merchantB })).list.map((o) => o.id)).toEqual([ofB.order.id]);

    const page2 = await list(admin, { q: email, size: 1, page: 2 });
    expect([page2.total, page2.page, page2.size, page2.list.map((o) => o.id)]).toEqual([3, 2, 1, [second.order.id]]);
    expect((await list(staffA, { q: email })).list.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
    expect((await list(staffA, { q: email, merchantId: merchantB })).total).toBe(0);

    const bad = await admin({ method: 'GET', url: '/api/v1/console/order/list', query: { from: '2026-13-40' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('shipping and pickup', () => {
  it('ships a preparing home delivery with the tracking number; the member sees it awaiting receipt and confirms receipt', async () => {
    const p = await placeOrder([merchantA]);
    const early = await staffA({ url: '/api/v1/console/order/ship', json: { id: p.order.id, logisticsCompany: 'SF Express', logisticsNo: 'SF123' } });
    expect([early.statusCode, envelopeOf(early).meta.code]).toEqual([409, Codes.INVALID_ORDER_STATE.code]);
    expect((await memberView(p)).status).toBe('AWAITING_PAYMENT');

    await pay(p);
    const badNo = await staffA({ url: '/api/v1/console/order/ship', json: { id: p.order.id, logisticsCompany: 'SF Express', logisticsNo: 'SF 123/4' } });
    expect(badNo.statusCode).toBe(400);
    const shipped = view(
      await staffA({ url: '/api/v1/console/order/ship', json: { id: p.order.id, logisticsCompany: 'SF Express', logisticsNo: 'SF-1234567' } }),
    );
    expect(shipped).toMatchObject({
      status: 'AWAITING_RECEIPT',
      logistics: { company: 'SF Express', number: 'SF-1234567' },
      consoleActions: ['COMPLETE', 'REFUND'],
    });
    expect(shipped.timeline.at(-1)).toMatchObject({ from: 'PREPARING', to: 'AWAITING_RECEIPT', actor: 'MERCHANT' });

    const seen = await memberView(p);
    expect(seen).toMatchObject({ status: 'AWAITING_RECEIPT', logistics: { company: 'SF Express', number: 'SF-1234567' }, actions: ['CONFIRM_RECEIPT'] });
    const confirmed = await p.s.send({ url: '/api/v1/order/confirm', json: { id: p.order.id } });
    expect(envelopeOf<OrderView>(confirmed).data.status).toBe('COMPLETED');

    const [entry] = await auditOf(p.order.id);
    expect(entry).toMatchObject({
      action: 'console.order.ship',
      targetType: 'ORDER',
      merchantId: merchantA,
      detail: { orderNo: p.order.orderNo, logisticsNo: 'SF-1234567' },
    });
  });

  it('completes a pickup order by its signed code; a tampered code is 400, another merchant’s order 404', async () => {
    const p = await placeOrder([merchantA], { pickup: true });
    await pay(p);
    const code = (await memberView(p)).pickupQr;
    if (!code) throw new Error('no pickup code');
    const tampered = await staffA({ url: '/api/v1/console/order/verifyPickup', json: { code: `${code.slice(0, -2)}xx` } });
    expect([tampered.statusCode, envelopeOf(tampered).meta.message]).toEqual([400, 'This is not a valid pickup code.']);
    expect((await staffB({ url: '/api/v1/console/order/verifyPickup', json: { code } })).statusCode).toBe(404);

    const done = view(await staffA({ url: '/api/v1/console/order/verifyPickup', json: { code } }));
    expect(done).toMatchObject({ id: p.order.id, status: 'COMPLETED', pickupQr: null });
    expect(done.timeline.at(-1)).toMatchObject({ from: 'PENDING_PICKUP', to: 'COMPLETED', actor: 'MERCHANT' });
    const again = await staffA({ url: '/api/v1/console/order/verifyPickup', json: { code } });
    expect(again.statusCode).toBe(409);
    expect((await auditOf(p.order.id)).map((e) => e.action)).toEqual(['console.order.verifyPickup']);
  });
});

describe('money', () => {
  it('records an FPS transfer on an unpaid order (paid: preparing, or pending pickup), and refuses it on a paid one (6400)', async () => {
    const home = await placeOrder([merchantA]);
    const paid = view(
      await admin({ url: '/api/v1/console/order/recordPayment', json: { orderId: home.order.id, method: 'FPS', receivedMinor: home.order.payableMinor } }),
    );
    expect(paid).toMatchObject({ status: 'PREPARING', paidMinor: home.order.payableMinor, payableMinor: 0, paymentMethod: 'FPS' });
    expect(paid.paidAt).toEqual(expect.any(String));
    expect(paid.payments).toMatchObject([{ provider: 'fps', status: 'SUCCEEDED', receivedMinor: home.order.payableMinor }]);
    expect(paid.timeline.at(-1)).toMatchObject({ to: 'PREPARING', actor: 'ADMIN' });
    const twice = await admin({ url: '/api/v1/console/order/recordPayment', json: { orderId: home.order.id, method: 'FPS', receivedMinor: 100 } });
    expect([twice.statusCode, envelopeOf(twice).meta.code]).toEqual([409, Codes.INVALID_ORDER_STATE.code]);

    // The member had started an FPS attempt: staff confirm that one rather than recording another.
    const pickup = await placeOrder([merchantA], { pickup: true });
    const attempt = await createdPayment(pickup.s, pickup.order.id, 'FPS');
    const ready = view(
      await staffA({ url: '/api/v1/console/order/recordPayment', json: { orderId: pickup.order.id, method: 'FPS', receivedMinor: pickup.order.payableMinor } }),
    );
    expect(ready).toMatchObject({ status: 'PENDING_PICKUP', payments: [{ id: attempt.id, status: 'SUCCEEDED' }] });
    expect((await auditOf(pickup.order.id))[0]).toMatchObject({ action: 'console.order.recordPayment', detail: { method: 'FPS', paymentId: attempt.id } });
  });

  it('records cash collected on a cash-on-delivery order; the status stays, paidAt is set', async () => {
    const p = await placeOrder([merchantA]);
    const wrong = await staffA({
      url: '/api/v1/console/order/recordPayment',
      json: { orderId: p.order.id, method: 'COD', receivedMinor: p.order.payableMinor },
    });
    expect(wrong.statusCode).toBe(409);
    await createdPayment(p.s, p.order.id, 'COD');
    const collected = view(
      await staffA({ url: '/api/v1/console/order/recordPayment', json: { orderId: p.order.id, method: 'COD', receivedMinor: p.order.payableMinor } }),
    );
    expect(collected).toMatchObject({ status: 'PREPARING', isCashOnDelivery: true, paidMinor: p.order.payableMinor, paymentMethod: 'COD' });
    expect(collected.paidAt).toEqual(expect.any(String));
    expect(collected.consoleActions).toEqual(['SHIP', 'REFUND']);
    expect((await auditOf(p.order.id)).map((e) => e.action)).toEqual(['console.order.recordPayment']);
  });

  it('cancels an unpaid order with its stock back, and refuses a paid one', async () => {
    const p = await placeOrder([merchantA]);
    const [productId = ''] = p.productIds;
    expect(await productStock(app.db, productId)).toBe(9);
    const empty = await staffA({ url: '/api/v1/console/order/cancel', json: { id: p.order.id, reason: ' ' } });
    expect(empty.statusCode).toBe(400);
    const cancelled = view(await staffA({ url: '/api/v1/console/order/cancel', json: { id: p.order.id, reason: 'Buyer asked by phone' } }));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paymentDueAt: null, consoleActions: [] });
    expect(await productStock(app.db, productId)).toBe(10);
    expect((await auditOf(p.order.id))[0]).toMatchObject({ action: 'console.order.cancel', detail: { reason: 'Buyer asked by phone' } });

    const paid = await placeOrder([merchantA]);
    await pay(paid);
    expect((await staffA({ url: '/api/v1/console/order/cancel', json: { id: paid.order.id, reason: 'x' } })).statusCode).toBe(409);
  });

  it('refunds a paid order through its provider: refund ordered then closed; an unpaid order is refused', async () => {
    const p = await placeOrder([merchantA]);
    const unpaid = await admin({ url: '/api/v1/console/order/refund', json: { id: p.order.id, reason: 'x' } });
    expect(unpaid.statusCode).toBe(409);
    await pay(p);
    const tooMuch = await admin({ url: '/api/v1/console/order/refund', json: { id: p.order.id, amountMinor: p.order.payableMinor + 1, reason: 'x' } });
    expect(tooMuch.statusCode).toBe(400);
    const refunded = view(await admin({ url: '/api/v1/console/order/refund', json: { id: p.order.id, reason: 'Out of stock' } }));
    expect(refunded.status).toBe('REFUND_CLOSED');
    expect(refunded.timeline.slice(-2).map((e) => [e.to, e.actor])).toEqual([
      ['REFUND_ORDERED', 'ADMIN'],
      ['REFUND_CLOSED', 'ADMIN'],
    ]);
    const entries = await auditOf(p.order.id);
    expect(entries).toMatchObject([{ action: 'console.order.refund', detail: { amountMinor: p.order.payableMinor, reason: 'Out of stock' } }]);
  });

  it('completes virtual goods that are preparing', async () => {
    const s = await shopper(app);
    const productId = await insertProduct(app.db, merchantA, { deliveryTypes: ['NONE'], stock: 10 });
    const cartItemIds = await s.addToCart(productId, 1);
    const p: Placed = { s, order: orderOf(await s.create({ cartItemIds, deliveryType: 'NONE' })), productIds: [productId] };
    await pay(p);
    const done = view(await staffA({ url: '/api/v1/console/order/complete', json: { id: p.order.id } }));
    expect(done.status).toBe('COMPLETED');
    expect((await auditOf(p.order.id)).map((e) => e.action)).toEqual(['console.order.complete']);
  });
});
