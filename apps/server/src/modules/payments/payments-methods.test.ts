import { Codes } from '@sme/shared/codes';
import type { PayMethodsView } from '@sme/shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { insertPickupPoint } from '../../test/shop-fixtures';
import { setOrder } from '../../test/payment-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp, testConfig } from '../../test/test-app';
import { shopper } from '../orders/orders.test-kit';
import { createdPayment, orderToPay } from './payments.test-kit';

/** pay.methods and pay.create's refusals: which methods an order's currency, delivery and status allow. */

let app: FastifyInstance;
let merchantId: string;
const FPS = { proxyId: '1234567', merchantName: 'SME Link HK', merchantCity: 'Hong Kong' };

beforeAll(async () => {
  const base = testConfig().payments;
  app = await createTestApp({ payments: { ...base, fps: FPS } });
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

async function methodsOf(send: Awaited<ReturnType<typeof shopper>>['send'], orderId: string) {
  const res = await send({ url: '/api/v1/pay/methods', query: { orderId } });
  return { status: res.statusCode, view: envelopeOf<PayMethodsView>(res).data };
}

describe('pay.methods', () => {
  it('offers FPS, cash on delivery and the test provider for a Hong Kong home delivery in HKD', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const { view } = await methodsOf(s.send, order.id);
    expect(view).toMatchObject({
      orderId: order.id,
      orderNo: order.orderNo,
      orderStatus: 'AWAITING_PAYMENT',
      currency: 'HKD',
      payableMinor: order.payableMinor,
      blockedBy: null,
      blockedMessage: null,
    });
    expect(view.methods).toEqual([
      { method: 'FPS', provider: 'fps', flow: 'QR' },
      { method: 'COD', provider: 'cod', flow: 'OFFLINE' },
      { method: 'TEST', provider: 'test', flow: 'REDIRECT' },
    ]);
  });

  it('leaves cash on delivery out for a pickup order', async () => {
    const { s, order } = await orderToPay(app, merchantId, { pickupPointId: await insertPickupPoint(app.db) });
    expect((await methodsOf(s.send, order.id)).view.methods.map((m) => m.method)).toEqual(['FPS', 'TEST']);
  });

  it('offers only the test provider in USD (FPS and cash on delivery take HKD only)', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    await setOrder(app.db, order.id, { currency: 'USD' });
    expect((await methodsOf(s.send, order.id)).view.methods.map((m) => m.method)).toEqual(['TEST']);
  });

  it('answers 1016 when no configured provider takes the currency, and pay.create then refuses with 1007', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    await setOrder(app.db, order.id, { currency: 'EUR' });
    const { view } = await methodsOf(s.send, order.id);
    expect(view).toMatchObject({ methods: [], blockedBy: Codes.PAY_NO_METHOD_FOR_CURRENCY.code });
    expect(view.blockedMessage).toMatch(/contact the administrator/);
    const res = await s.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'TEST' } });
    expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([400, Codes.PAY_METHOD_NOT_ENABLED.code]);
  });

  it('answers 1015 for a closed or already paid order, and pay.create refuses it with the same message', async () => {
    for (const status of ['CLOSED', 'PREPARING'] as const) {
      const { s, order } = await orderToPay(app, merchantId);
      await setOrder(app.db, order.id, { status });
      const { view } = await methodsOf(s.send, order.id);
      expect(view).toMatchObject({ methods: [], blockedBy: Codes.PAY_CONTACT_ADMIN.code });
      const res = await s.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'TEST' } });
      expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([409, Codes.PAY_CONTACT_ADMIN.code]);
      expect(envelopeOf(res).meta.message).toMatch(/contact the administrator/);
    }
  });

  it('answers 404 for another member’s order, on every member operation', async () => {
    const { order } = await orderToPay(app, merchantId);
    const other = await shopper(app);
    expect((await methodsOf(other.send, order.id)).status).toBe(404);
    expect((await other.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'TEST' } })).statusCode).toBe(404);
    expect((await other.send({ url: '/api/v1/pay/isPaid', query: { orderId: order.id } })).statusCode).toBe(404);
  });

  it('refuses a method that is not enabled (1007) and bad input (400 naming the field)', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const card = await s.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'CARD' } });
    expect([card.statusCode, envelopeOf(card).meta.code]).toEqual([400, Codes.PAY_METHOD_NOT_ENABLED.code]);
    const bad = await s.send({ url: '/api/v1/pay/create', json: { orderId: 'nope', method: 'TEST' } });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(bad).data.fields[0]?.field).toBe('orderId');
  });

  it('answers where the payer goes next: the test provider’s page, an FPS QR code with its reference', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const test = await createdPayment(s, order.id, 'TEST');
    expect(test).toMatchObject({ status: 'PENDING', provider: 'test', amountMinor: order.payableMinor, currency: 'HKD', orderNo: order.orderNo });
    expect(test.next).toMatchObject({ flow: 'REDIRECT', url: expect.stringMatching(new RegExp(`^/payTest\\?paymentId=${test.id}&token=`)) });
    const fps = await createdPayment(s, order.id, 'FPS');
    expect(fps.next).toMatchObject({ flow: 'QR', reference: expect.stringMatching(new RegExp(`^${order.orderNo}-[0-9A-F]{6}$`)) });
  });
});
