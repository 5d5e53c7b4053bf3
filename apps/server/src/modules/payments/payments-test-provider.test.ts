import { createHmac } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { OrderView } from '@sme/shared/schemas/orders';
import type { PayIsPaidView, PaymentView } from '@sme/shared/schemas/payments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_STORAGE_KEY } from '../../config';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { insertPickupPoint } from '../../test/shop-fixtures';
import { storedOrder } from '../../test/payment-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import type { Shopper } from '../orders/orders.test-kit';
import { createdPayment, decide, hostedPageOf, orderToPay } from './payments.test-kit';
import { signedTestCallback, testPaymentToken } from './providers/test-provider';

/**
 * The built-in test provider end to end through the API: hosted page decision → signed callback → order
 * status; its key is the database's random secret when STORAGE_KEY is the public development default.
 */

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const check = async (s: Shopper, paymentId: string) => envelopeOf<PaymentView>(await s.send({ url: '/api/v1/pay/check', query: { paymentId } })).data;

describe('test provider', () => {
  it('approve: the payment succeeds, the order is preparing with its pay time, and pay.isPaid says so', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    const res = await decide(s, payment, 'APPROVE');
    expect(envelopeOf(res).data).toEqual({ returnUrl: `/payReturn/test?paymentId=${payment.id}` });

    expect(await check(s, payment.id)).toMatchObject({
      status: 'SUCCEEDED',
      receivedMinor: order.payableMinor,
      orderStatus: 'PREPARING',
      next: null,
      failureCode: null,
    });
    const stored = await storedOrder(app.db, order.id);
    expect(stored).toMatchObject({ status: 'PREPARING', payableMinor: 0, paidMinor: order.payableMinor, paymentMethod: 'TEST', paymentDueAt: null });
    expect(stored.paidAt).toBeInstanceOf(Date);
    const paid = envelopeOf<PayIsPaidView>(await s.send({ url: '/api/v1/pay/isPaid', query: { orderId: order.id } })).data;
    expect(paid).toEqual({ orderId: order.id, isPaid: true, orderStatus: 'PREPARING', paidMinor: order.payableMinor, payableMinor: 0 });
    const detail = envelopeOf<OrderView>(await s.send({ url: `/api/v1/order/detail/${order.id}` })).data;
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'AWAITING_PAYMENT', to: 'PREPARING', actor: 'SYSTEM' });
  });

  it('approve on a pickup order: pending pickup', async () => {
    const { s, order } = await orderToPay(app, merchantId, { pickupPointId: await insertPickupPoint(app.db) });
    const payment = await createdPayment(s, order.id, 'TEST');
    await decide(s, payment, 'APPROVE');
    expect(await check(s, payment.id)).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'PENDING_PICKUP' });
  });

  it('decline: the attempt fails with its code and message, the order still awaits payment, and paying again works', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const first = await createdPayment(s, order.id, 'TEST');
    await decide(s, first, 'DECLINE');
    const failed = await check(s, first.id);
    expect(failed).toMatchObject({ status: 'FAILED', failureCode: Codes.PAY_CARD_INFO_OR_BALANCE.code, orderStatus: 'AWAITING_PAYMENT', next: null });
    expect(failed.failureMessage).toMatch(/card information or balance/);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paidAt: null, paidMinor: 0 });

    const again = await createdPayment(s, order.id, 'TEST');
    await decide(s, again, 'APPROVE');
    expect(await check(s, again.id)).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'PREPARING' });
  });

  it('cancel: CANCELLED with 1013, in the reader’s language', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    await decide(s, payment, 'CANCEL');
    const res = await s.send({ url: '/api/v1/pay/check', query: { paymentId: payment.id }, headers: { 'accept-language': 'zh-HK' } });
    expect(envelopeOf<PaymentView>(res).data).toMatchObject({ status: 'CANCELLED', failureCode: 1013, failureMessage: '支付已取消。' });
  });

  it('refuses an approval signed, and a page token made, with the key the public development STORAGE_KEY would give', async () => {
    // What anyone reading the source can compute: the development default storage key and the label config.ts uses.
    const publicKey = createHmac('sha256', DEV_STORAGE_KEY).update('sme-platform test payment provider').digest();
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    const forged = signedTestCallback(publicKey, payment, 'APPROVE');
    const callback = await app.inject({ method: 'POST', url: '/api/v1/pay/callback/test', payload: forged.rawBody, headers: forged.headers });
    expect([callback.statusCode, envelopeOf(callback).meta.code]).toEqual([400, 400]);
    const page = await s.send({
      url: '/api/v1/pay/test/decide',
      json: { paymentId: payment.id, token: testPaymentToken(publicKey, payment.id), decision: 'APPROVE' },
    });
    expect(page.statusCode).toBe(403);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paidMinor: 0 });

    expect((await decide(s, payment, 'APPROVE')).statusCode).toBe(200);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor });
  });

  it('refuses a wrong token (403), a decided attempt (1006), and another member’s pay.check (404)', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const payment = await createdPayment(s, order.id, 'TEST');
    const { paymentId } = hostedPageOf(payment);
    const forged = await s.send({ url: '/api/v1/pay/test/decide', json: { paymentId, token: 'a'.repeat(64), decision: 'APPROVE' } });
    expect(forged.statusCode).toBe(403);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT' });

    await decide(s, payment, 'DECLINE');
    const twice = await decide(s, payment, 'APPROVE');
    expect([twice.statusCode, envelopeOf(twice).meta.code]).toEqual([410, Codes.PAY_TRANSACTION_EXPIRED.code]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT' });

    const other = await orderToPay(app, merchantId);
    expect((await other.s.send({ url: '/api/v1/pay/check', query: { paymentId: payment.id } })).statusCode).toBe(404);
  });
});
