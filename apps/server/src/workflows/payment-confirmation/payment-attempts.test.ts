import { Codes } from '@sme/shared/codes';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../test/check-meta';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { orderTimeline, storedOrder } from '../../test/payment-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import type { Shopper } from '../../modules/orders/orders.test-kit';
import { createPayment } from '../../modules/payments/create-payment';
import { receiveCallback } from './process-payment-event';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { paymentEvents, payments, refunds } from '../../db/schema';
import { createdPayment, orderToPay, storedPayment } from '../../modules/payments/payments.test-kit';
import { registryOf } from '../../modules/payments/providers/registry';
import { createTestProvider, signedTestCallback } from '../../modules/payments/providers/test-provider';
import { resolveTestSigningKey } from '../../modules/payments/test-signing-key';

/**
 * One open payment attempt per order, and money an order cannot take sent back by itself, on
 * the built-in test provider: its hosted page refuses an attempt that is no longer open, as a real provider refuses
 * a cancelled session; its signed callbacks stand for captures a provider made before it heard of the cancellation.
 */

let app: FastifyInstance;
let merchantId: string;
let key: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  key = await resolveTestSigningKey(app.db, app.config.payments);
});

afterAll(async () => {
  await app?.close();
});

/** Services with a test provider that can cancel, recording which attempts it was asked to cancel. */
function cancellingDeps() {
  const cancelled: string[] = [];
  const provider = {
    ...createTestProvider(key),
    cancel: async (payment: { id: string }) => {
      cancelled.push(payment.id);
    },
  };
  const deps: PaymentsDeps = { db: app.db, registry: registryOf([provider]), log: app.log, publicUrl: app.config.publicUrl };
  return { deps, cancelled };
}

/** The hosted test page of a stored attempt (every test attempt keeps the URL its payer was sent to). */
function pageOf(row: { id: string; redirectUrl: string | null }) {
  const url = new URL(row.redirectUrl ?? '', 'http://platform.test');
  return { paymentId: row.id, token: url.searchParams.get('token') ?? '' };
}

/** The payer approves the attempt on its hosted page. */
async function approveOnPage(s: Shopper, paymentId: string) {
  return s.send({ url: '/api/v1/pay/test/decide', json: { ...pageOf(await storedPayment(app, paymentId)), decision: 'APPROVE' } });
}

/** The provider's capture of an attempt, delivered to the callback route. */
function capture(payment: { id: string; amountMinor: number; currency: string }) {
  const { rawBody, headers } = signedTestCallback(key, payment, 'APPROVE');
  return () => app.inject({ method: 'POST', url: '/api/v1/pay/callback/test', payload: rawBody, headers });
}

const attemptsOf = (orderId: string) => app.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));

describe('one open attempt per order', () => {
  it('a new attempt closes the open one, here and at its provider, and its hosted page refuses it', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const { deps, cancelled } = cancellingDeps();
    const ctx = { memberId: s.memberId, locale: 'en_US' as const, now: new Date() };
    const first = await createPayment(deps, ctx, { orderId: order.id, method: 'TEST' });
    const second = await createPayment(deps, ctx, { orderId: order.id, method: 'TEST' });

    expect(await storedPayment(app, first.id)).toMatchObject({
      status: 'CANCELLED',
      failureCode: Codes.PAY_CANCELLED.code,
      failureDetail: `superseded by attempt ${second.id}`,
    });
    expect(second).toMatchObject({ status: 'PENDING', next: { flow: 'REDIRECT' } });
    expect(cancelled).toEqual([first.id]);
    const page = await approveOnPage(s, first.id);
    expect([page.statusCode, envelopeOf(page).meta.code]).toEqual([410, Codes.PAY_TRANSACTION_EXPIRED.code]);
    const check = envelopeOf<PaymentView>(await s.send({ url: '/api/v1/pay/check', query: { paymentId: first.id } })).data;
    expect(check).toMatchObject({ status: 'CANCELLED', next: null, failureCode: 1013, orderStatus: 'AWAITING_PAYMENT' });
    expect((await approveOnPage(s, second.id)).statusCode).toBe(200);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor });
  });

  it('paying the order with a closed attempt’s late capture closes the attempt still open, there and at its provider', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const first = await createdPayment(s, order.id, 'TEST');
    const second = await createdPayment(s, order.id, 'TEST');
    const { deps, cancelled } = cancellingDeps();
    await receiveCallback(deps, 'test', signedTestCallback(key, first, 'APPROVE'));

    expect(await storedPayment(app, first.id)).toMatchObject({ status: 'SUCCEEDED', needsRefund: false });
    expect(await storedPayment(app, second.id)).toMatchObject({ status: 'CANCELLED', failureDetail: `order paid by attempt ${first.id}` });
    expect(cancelled).toEqual([second.id]);
    expect((await approveOnPage(s, second.id)).statusCode).toBe(410);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor });
    // The order is paid: no new attempt.
    const again = await s.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'TEST' } });
    expect(envelopeOf(again).meta.code).toBe(Codes.PAY_CONTACT_ADMIN.code);
  });

  it('is enforced by the database: a second open attempt on an order is refused', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const open = await createdPayment(s, order.id, 'TEST');
    const row = {
      orderId: order.id,
      memberId: s.memberId,
      provider: 'test' as const,
      method: 'TEST' as const,
      currency: open.currency,
      amountMinor: open.amountMinor,
    };
    await expect(app.db.insert(payments).values({ ...row, status: 'PENDING' })).rejects.toThrow();
    await expect(app.db.insert(payments).values({ ...row, status: 'FAILED' })).resolves.toBeDefined();
  });
});

describe('double payment check', () => {
  it('five parallel pay.create on one order, every attempt approved on its page and captured 10 times: one capture kept, the others refunded once', async ({
    task,
  }) => {
    let requests = 0;
    let fiveXx = 0;
    const counted = async (send: () => Promise<LightMyRequestResponse>) => {
      const res = await send();
      requests += 1;
      if (res.statusCode >= 500) fiveXx += 1;
      return res;
    };
    const { s, order } = await orderToPay(app, merchantId);

    const created = await Promise.all(
      Array.from({ length: 5 }, () => counted(() => s.send({ url: '/api/v1/pay/create', json: { orderId: order.id, method: 'TEST' } }))),
    );
    expect(created.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const attempts = await attemptsOf(order.id);
    expect(attempts).toHaveLength(5);
    expect(new Set(created.map((r) => envelopeOf<PaymentView>(r).data.id))).toEqual(new Set(attempts.map((a) => a.id)));
    expect(attempts.filter((a) => a.status === 'PENDING')).toHaveLength(1);
    expect(attempts.filter((a) => a.status === 'CANCELLED')).toHaveLength(4);

    // Each payer approves the attempt they got: only the open one is taken.
    const decided = await Promise.all(attempts.map((a) => counted(() => approveOnPage(s, a.id))));
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);

    // The provider captured every attempt before it heard of the cancellations, and delivers each capture 10 times at once.
    const captures = attempts.flatMap((a) => Array.from({ length: 10 }, () => capture(a)));
    const delivered = await Promise.all(captures.map((deliver) => counted(deliver)));
    expect(delivered.every((r) => r.statusCode === 200)).toBe(true);

    const after = await attemptsOf(order.id);
    expect(after.every((a) => a.status === 'SUCCEEDED' && !a.needsRefund)).toBe(true);
    const refunded = await app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const kept = after.filter((a) => !refunded.some((r) => r.paymentId === a.id));
    expect(kept).toHaveLength(1);
    expect(refunded).toHaveLength(4);
    expect(new Set(refunded.map((r) => r.paymentId)).size).toBe(4);
    for (const refund of refunded) {
      expect(refund).toMatchObject({
        status: 'SUCCEEDED',
        requestedBy: null,
        reason: 'DUPLICATE_PAYMENT',
        amountMinor: order.payableMinor,
        providerRef: expect.stringMatching(/^test_refund_/),
      });
    }
    const traces = await app.db
      .select()
      .from(paymentEvents)
      .where(
        inArray(
          paymentEvents.paymentId,
          refunded.map((r) => r.paymentId),
        ),
      );
    expect(traces.filter((e) => e.type === 'refund.automatic' && e.outcome === 'PROCESSED')).toHaveLength(4);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: order.payableMinor, payableMinor: 0 });
    expect((await orderTimeline(app.db, order.id)).filter((e) => e.toStatus === 'PREPARING')).toHaveLength(1);
    expect(fiveXx).toBe(0);

    task.meta.check = { name: 'double payment', requests, fiveXx, figure: `captures kept ${kept.length}, refunded ${refunded.length}` };
  });
});
