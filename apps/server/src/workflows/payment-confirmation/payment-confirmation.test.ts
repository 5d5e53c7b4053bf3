import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { orderTimeline, setOrder, storedOrder } from '../../test/payment-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { receiveCallback } from './process-payment-event';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { paymentEvents, refunds } from '../../db/schema';
import { createdPayment, orderToPay, storedPayment } from '../../modules/payments/payments.test-kit';
import { registryOf } from '../../modules/payments/providers/registry';
import { type TestCallbackBody, createTestProvider, signTestBody } from '../../modules/payments/providers/test-provider';
import { resolveTestSigningKey } from '../../modules/payments/test-signing-key';

/**
 * Provider callbacks through POST /api/v1/pay/callback/test: signatures made by the test provider's own
 * algorithm (HMAC-SHA256 of "<timestamp>.<raw body>"), each event processed once, amounts checked against the order.
 */

let app: FastifyInstance;
let merchantId: string;
let key: Buffer;
const logs: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await createTestApp({ logLevel: 'warn' }, { logStream });
  key = await resolveTestSigningKey(app.db, app.config.payments);
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const now = () => Math.floor(Date.now() / 1000);
let eventCount = 0;

function body(paymentId: string, over: Partial<TestCallbackBody> = {}): TestCallbackBody {
  eventCount += 1;
  return {
    id: `evt_cb_${eventCount}_${paymentId}`,
    type: 'payment.approved',
    paymentId,
    amountMinor: 0,
    currency: 'HKD',
    createdAt: new Date().toISOString(),
    ...over,
  };
}

function deliver(rawBody: string, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/pay/callback/test', payload: rawBody, headers: { ...headers, 'content-type': 'application/json' } });
}

/** A signed delivery of `event` (signed at `at`, with `signingKey`). */
function signed(event: TestCallbackBody, at = now(), signingKey = key) {
  const { rawBody, headers } = signTestBody(signingKey, JSON.stringify(event), at);
  return deliver(rawBody, headers);
}

async function pendingPayment() {
  const { s, order } = await orderToPay(app, merchantId);
  const payment = await createdPayment(s, order.id, 'TEST');
  return { order, payment };
}

const eventsById = (eventId: string) => app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
const timelineOf = (orderId: string) => orderTimeline(app.db, orderId);

describe('callback signatures', () => {
  it('accepts a good signature and pays the order', async () => {
    const { order, payment } = await pendingPayment();
    const res = await signed(body(payment.id, { amountMinor: payment.amountMinor }));
    expect([res.statusCode, envelopeOf(res).data]).toEqual([200, { received: true }]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', payableMinor: 0 });
  });

  it('refuses a tampered body, an old timestamp and a wrong secret with 400, records each as REJECTED and changes nothing', async () => {
    const { order, payment } = await pendingPayment();
    const good = body(payment.id, { amountMinor: payment.amountMinor });
    const { rawBody, headers } = signTestBody(key, JSON.stringify(good), now());
    const tampered = await deliver(rawBody.replace(`"amountMinor":${payment.amountMinor}`, '"amountMinor":1'), headers);
    const old = await signed(good, now() - 10 * 60);
    const wrongSecret = await signed(good, now(), Buffer.alloc(32, 7));
    const unsigned = await deliver(JSON.stringify(good), {});
    for (const res of [tampered, old, wrongSecret, unsigned]) expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([400, 400]);

    const rejected = (await app.db.select().from(paymentEvents).where(eq(paymentEvents.outcome, 'REJECTED'))).filter(
      (e) => (e.payload as { paymentId?: string } | null)?.paymentId === payment.id,
    );
    expect(rejected).toHaveLength(4);
    expect(rejected.every((e) => !e.signatureValid)).toBe(true);
    expect(rejected.map((e) => e.note).sort()).toEqual(['missing timestamp', 'signature mismatch', 'signature mismatch', 'timestamp outside the tolerance']);
    expect(await storedPayment(app, payment.id)).toMatchObject({ status: 'PENDING' });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paidMinor: 0 });
    expect(logs.join('')).toContain('payment callback rejected');
  });
});

describe('each event once', () => {
  it('applies an event delivered 10 times once', async () => {
    const { order, payment } = await pendingPayment();
    const event = body(payment.id, { amountMinor: payment.amountMinor });
    for (let i = 0; i < 10; i++) expect((await signed(event)).statusCode).toBe(200);
    expect(await eventsById(event.id)).toHaveLength(1);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: payment.amountMinor, payableMinor: 0 });
    expect((await timelineOf(order.id)).filter((e) => e.toStatus === 'PREPARING')).toHaveLength(1);
  });

  it('ignores a later event for a payment that already succeeded (a late failure does not undo it)', async () => {
    const { order, payment } = await pendingPayment();
    await signed(body(payment.id, { amountMinor: payment.amountMinor }));
    const late = body(payment.id, { type: 'payment.declined' });
    await signed(late);
    expect(await eventsById(late.id)).toMatchObject([{ outcome: 'IGNORED' }]);
    expect(await storedPayment(app, payment.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING' });
  });

  it('ignores (and keeps) a signed event for a payment it does not know', async () => {
    const event = body('00000000-0000-4000-8000-000000000000', { amountMinor: 100 });
    expect((await signed(event)).statusCode).toBe(200);
    expect(await eventsById(event.id)).toMatchObject([{ outcome: 'IGNORED', paymentId: null }]);
  });
});

describe.skipIf(TEST_DB_DRIVER !== 'postgres')('concurrent deliveries (PostgreSQL)', () => {
  it('records one payment when the same event arrives twice at once, and when two events of one payment race', async () => {
    const { order, payment } = await pendingPayment();
    const event = body(payment.id, { amountMinor: payment.amountMinor });
    const both = await Promise.all([signed(event), signed(event)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await eventsById(event.id)).toHaveLength(1);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: payment.amountMinor });

    const second = await pendingPayment();
    const events = [body(second.payment.id, { amountMinor: second.payment.amountMinor }), body(second.payment.id, { amountMinor: second.payment.amountMinor })];
    await Promise.all(events.map((e) => signed(e)));
    const outcomes = (await Promise.all(events.map((e) => eventsById(e.id)))).flat().map((e) => e.outcome);
    expect(outcomes.sort()).toEqual(['IGNORED', 'PROCESSED']);
    expect(await storedOrder(app.db, second.order.id)).toMatchObject({ status: 'PREPARING', paidMinor: second.payment.amountMinor });
  });
});

describe('amounts and order states', () => {
  it('leaves the order unpaid on an amount or currency mismatch, stores an ALERT and logs it', async () => {
    const { order, payment } = await pendingPayment();
    const short = body(payment.id, { amountMinor: payment.amountMinor - 1 });
    const dollars = body(payment.id, { amountMinor: payment.amountMinor, currency: 'USD' });
    expect((await signed(short)).statusCode).toBe(200);
    expect((await signed(dollars)).statusCode).toBe(200);
    expect(await eventsById(short.id)).toMatchObject([
      { outcome: 'ALERT', paymentId: payment.id, note: `amount ${payment.amountMinor - 1} for ${payment.amountMinor}` },
    ]);
    expect(await eventsById(dollars.id)).toMatchObject([{ outcome: 'ALERT', note: 'currency USD for HKD' }]);
    expect(await storedPayment(app, payment.id)).toMatchObject({ status: 'PENDING', receivedMinor: null });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'AWAITING_PAYMENT', paidMinor: 0 });
    const alert = logs.find((l) => l.includes('amount or currency mismatch') && l.includes(payment.id));
    expect(alert && JSON.parse(alert)).toMatchObject({ level: 50, paymentId: payment.id, orderId: order.id, eventId: short.id });
  });
});

describe('money an order cannot take', () => {
  const refundsOf = (paymentId: string) => app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

  it('refunds money that lands on a CLOSED order through the provider: REFUND_ORDERED, then REFUND_CLOSED', async () => {
    const { order, payment } = await pendingPayment();
    await setOrder(app.db, order.id, { status: 'CLOSED' });
    await signed(body(payment.id, { amountMinor: payment.amountMinor }));
    expect(await storedPayment(app, payment.id)).toMatchObject({ status: 'SUCCEEDED', needsRefund: false, receivedMinor: payment.amountMinor });
    expect(await refundsOf(payment.id)).toMatchObject([
      {
        status: 'SUCCEEDED',
        amountMinor: payment.amountMinor,
        requestedBy: null,
        reason: 'PAID_AFTER_CLOSE',
        providerRef: expect.stringMatching(/^test_refund_/),
      },
    ]);
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'REFUND_CLOSED', paidMinor: 0 });
    expect((await timelineOf(order.id)).slice(-2)).toMatchObject([
      { fromStatus: 'CLOSED', toStatus: 'REFUND_ORDERED', actor: 'SYSTEM', note: 'PAID_AFTER_CLOSE' },
      { fromStatus: 'REFUND_ORDERED', toStatus: 'REFUND_CLOSED', actor: 'SYSTEM', note: 'REFUND_DONE' },
    ]);
  });

  it('refunds a second capture of a paid order once however often it arrives, keeps a trace, and leaves the order paid once', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const first = await createdPayment(s, order.id, 'TEST');
    const second = await createdPayment(s, order.id, 'TEST');
    await signed(body(second.id, { amountMinor: second.amountMinor }));
    // The provider captured the first attempt before it was closed, and delivers that capture 10 times, then once more under another id.
    const late = body(first.id, { amountMinor: first.amountMinor });
    for (let i = 0; i < 10; i++) expect((await signed(late)).statusCode).toBe(200);
    const another = body(first.id, { amountMinor: first.amountMinor });
    expect((await signed(another)).statusCode).toBe(200);

    const [refund, ...more] = await refundsOf(first.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      status: 'SUCCEEDED',
      amountMinor: first.amountMinor,
      requestedBy: null,
      reason: 'DUPLICATE_PAYMENT',
      providerRef: expect.stringMatching(/^test_refund_/),
    });
    expect(await refundsOf(second.id)).toEqual([]);
    expect(await storedPayment(app, first.id)).toMatchObject({ status: 'SUCCEEDED', needsRefund: false });
    expect(await storedOrder(app.db, order.id)).toMatchObject({ status: 'PREPARING', paidMinor: second.amountMinor, payableMinor: 0 });
    expect((await timelineOf(order.id)).filter((e) => e.toStatus === 'PREPARING')).toHaveLength(1);
    expect(await eventsById(late.id)).toMatchObject([{ outcome: 'PROCESSED', note: 'order not payable (DUPLICATE_PAYMENT): refunded automatically' }]);
    expect(await eventsById(another.id)).toMatchObject([{ outcome: 'IGNORED', note: 'payment already succeeded' }]);
    expect(await eventsById(`refund.automatic:${refund?.id}`)).toMatchObject([
      { type: 'refund.automatic', paymentId: first.id, outcome: 'PROCESSED', note: 'automatic refund SUCCEEDED' },
    ]);
    expect(logs.some((l) => l.includes('refunded automatically') && l.includes(first.id))).toBe(true);
  });

  it('keeps a refund the provider refused for staff: FAILED, the payment still flagged, an ALERT in the trace', async () => {
    const { s, order } = await orderToPay(app, merchantId);
    const first = await createdPayment(s, order.id, 'TEST');
    const second = await createdPayment(s, order.id, 'TEST');
    await signed(body(second.id, { amountMinor: second.amountMinor }));
    const refusing = { ...createTestProvider(key), refund: () => Promise.reject(new Error('provider down')) };
    const deps: PaymentsDeps = { db: app.db, registry: registryOf([refusing]), log: app.log, publicUrl: app.config.publicUrl };
    const late = body(first.id, { amountMinor: first.amountMinor });
    await receiveCallback(deps, 'test', signTestBody(key, JSON.stringify(late), now()));

    const [refund] = await refundsOf(first.id);
    expect(refund).toMatchObject({ status: 'FAILED', reason: 'DUPLICATE_PAYMENT' });
    expect(await storedPayment(app, first.id)).toMatchObject({ status: 'SUCCEEDED', needsRefund: true });
    expect(await eventsById(`refund.automatic:${refund?.id}`)).toMatchObject([{ outcome: 'ALERT', note: 'automatic refund failed: code 1005' }]);
  });
});
