import { rmSync } from 'node:fs';
import type { OrderView } from '@sme/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { JOB_HANDLERS } from '../../job-handlers';
import { runDueJobs } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs.tables';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { couponInstance, giveCoupon, insertCouponOffer, insertPromoCode, productStock, promoUses } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp, testConfig } from '../../test/test-app';
import { orderOf, shopper } from './orders.test-kit';
import { orders } from './orders.tables';
import { PAYMENT_TIMEOUT_JOB } from './payment-timeout';

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp({ orderPaymentTimeoutMinutes: 15 });
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

const stockOf = (db: FastifyInstance['db'], id: string) => productStock(db, id);
const statusOf = async (id: string) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const after = (iso: string | null, ms: number) => new Date(Date.parse(iso ?? '') + ms);

/** A member's unpaid order of 3 units (stock 10) with a promo code and a coupon. */
async function unpaidOrder(target: FastifyInstance = app, merchant = merchantId) {
  const s = await shopper(target);
  const productId = await insertProduct(target.db, merchant, { deliveryTypes: ['HOME_DELIVERY'], stock: 10 });
  const promo = await insertPromoCode(target.db, { usageLimit: 1 });
  const coupon = await giveCoupon(target.db, s.memberId, await insertCouponOffer(target.db));
  const order = orderOf(
    await s.create({
      cartItemIds: await s.addToCart(productId, 3),
      deliveryType: 'HOME_DELIVERY',
      addressId: await s.addAddress('HONG_KONG'),
      promoCode: promo.code,
      couponInstanceIds: [coupon],
    }),
  );
  return { s, productId, order, coupon };
}

describe('the payment timeout', () => {
  it('closes an order still unpaid at its deadline and gives back stock, promo use and coupon', async () => {
    const { s, productId, order, coupon } = await unpaidOrder();
    expect(Date.parse(order.paymentDueAt ?? '') - Date.parse(order.createdAt)).toBe(15 * 60_000);
    expect(await stockOf(app.db, productId)).toBe(7);

    // Not yet due: nothing runs.
    await runDueJobs(app.db, JOB_HANDLERS, after(order.paymentDueAt, -1_000));
    expect(await statusOf(order.id)).toBe('AWAITING_PAYMENT');

    const report = await runDueJobs(app.db, JOB_HANDLERS, after(order.paymentDueAt, 1_000));
    expect(report.failed).toEqual([]);
    const closed = envelopeOf<OrderView>(await s.send({ url: `/api/v1/order/detail/${order.id}` })).data;
    expect(closed).toMatchObject({ status: 'CLOSED', paymentDueAt: null, actions: [] });
    expect(closed.timeline.at(-1)).toMatchObject({ from: 'AWAITING_PAYMENT', to: 'CLOSED', actor: 'SYSTEM' });
    expect(await stockOf(app.db, productId)).toBe(10);
    expect(await promoUses(app.db, { orderId: order.id })).toEqual([]);
    expect((await couponInstance(app.db, coupon))?.state).toBe('UNUSED');

    const [job] = await app.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_TIMEOUT_JOB)).orderBy(jobs.createdAt);
    expect(job?.doneAt).not.toBeNull();
    // Running again later changes nothing (the job is done; the order is closed).
    await runDueJobs(app.db, JOB_HANDLERS, after(order.paymentDueAt, 60_000));
    expect(await stockOf(app.db, productId)).toBe(10);
  });

  it('is scheduled once per order: a repeated submit under the same key schedules nothing more', async () => {
    const s = await shopper(app);
    const productId = await insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY'], stock: 10 });
    const body = {
      cartItemIds: await s.addToCart(productId, 1),
      deliveryType: 'HOME_DELIVERY',
      addressId: await s.addAddress('HONG_KONG'),
      idempotencyKey: 'same-key-twice',
    };
    const order = orderOf(await s.create(body));
    expect(orderOf(await s.create(body)).id).toBe(order.id);
    const scheduled = await app.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_TIMEOUT_JOB));
    const mine = scheduled.filter((job) => job.payload.orderId === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.runAt.toISOString()).toBe(order.paymentDueAt);
    // Run it, so the tests after this one count only their own jobs.
    expect(await runDueJobs(app.db, JOB_HANDLERS, after(order.paymentDueAt, 1_000))).toEqual({ done: 1, failed: [] });
    expect(await statusOf(order.id)).toBe('CLOSED');
  });

  it('leaves a cancelled order and a paid one alone', async () => {
    const cancelled = await unpaidOrder();
    await cancelled.s.send({ url: '/api/v1/order/cancel', json: { id: cancelled.order.id } });
    const paid = await unpaidOrder();
    await app.db.update(orders).set({ status: 'PREPARING', paidMinor: paid.order.totalMinor }).where(eq(orders.id, paid.order.id));

    const report = await runDueJobs(app.db, JOB_HANDLERS, after(paid.order.paymentDueAt, 1_000));
    expect(report).toEqual({ done: 2, failed: [] });
    expect([await statusOf(cancelled.order.id), await statusOf(paid.order.id)]).toEqual(['CANCELLED', 'PREPARING']);
    // Cancelling gave the stock back once; the paid order keeps its units.
    expect([await stockOf(app.db, cancelled.productId), await stockOf(app.db, paid.productId)]).toEqual([10, 7]);
  });
});

describe('the app’s job worker', () => {
  it('closes an overdue order by itself when the app runs a worker (JOBS_POLL_MS)', async () => {
    const polling = await createTestApp({ jobsPollMs: 50 });
    try {
      const { order, productId } = await unpaidOrder(polling, await insertMerchant(polling.db));
      // As if the 15 minutes had passed: its timeout job is due now.
      await polling.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1_000) })
        .where(eq(jobs.kind, PAYMENT_TIMEOUT_JOB));
      const status = async () => (await polling.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status;
      await expect.poll(status, { timeout: 5_000 }).toBe('CLOSED');
      expect(await stockOf(polling.db, productId)).toBe(10);
    } finally {
      await polling.close();
    }
  });
});

describe('jobs survive a restart', () => {
  // Two servers on an on-disk PGlite each run initdb and every migration in WASM: seconds each on an idle machine, and
  // more than the default 30 s once seen on two busy cores, so this test has its own budget.
  it('runs a payment timeout scheduled by one server instance on a new instance of the same database', { timeout: 120_000 }, async () => {
    // PGlite keeps its data in a directory across instances; PostgreSQL is shared by nature.
    const owner = TEST_DB_DRIVER === 'postgres' ? await createTestApp() : null;
    const config = testConfig(owner ? { databaseUrl: owner.config.databaseUrl } : { databaseUrl: undefined });
    try {
      const first = await buildApp(config);
      const merchant = await insertMerchant(first.db);
      const { order, productId } = await unpaidOrder(first, merchant);
      await first.close();

      const second = await buildApp(config);
      try {
        const report = await runDueJobs(second.db, JOB_HANDLERS, after(order.paymentDueAt, 1_000));
        expect(report).toEqual({ done: 1, failed: [] });
        expect((await second.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('CLOSED');
        expect(await stockOf(second.db, productId)).toBe(10);
      } finally {
        await second.close();
      }
    } finally {
      await owner?.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
