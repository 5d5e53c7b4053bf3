import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type JobHandler, jobInsertWhere } from '../../jobs/job-queue';
import { releaseOrderHoldings, transitionOrder } from './order-transitions';
import { orders } from './orders.tables';

/**
 * The payment window: order.create schedules a job at the order's paymentDueAt; when it runs, an order
 * still AWAITING_PAYMENT is CLOSED and gives back its stock, promo code use and coupons. A paid, cancelled or
 * cash-on-delivery order is left alone, so the job is harmless however late or often it runs.
 */

/** Job kind of the payment timeout. */
export const PAYMENT_TIMEOUT_JOB = 'order.paymentTimeout';

/**
 * The payment timeout's insert, made where `when` holds and the order has a deadline, with the placeholders of
 * paymentTimeoutValues: the order's prepared statement (order-placement.ts) runs it.
 */
export function paymentTimeoutInsert(when: SQL): SQL {
  const runAt = sql.placeholder('paymentTimeoutAt');
  return jobInsertWhere(PAYMENT_TIMEOUT_JOB, runAt, sql.placeholder('paymentTimeoutPayload'), sql`${runAt}::timestamptz is not null and ${when}`);
}

/** The values of paymentTimeoutInsert for an order and its deadline (none: no job). */
export function paymentTimeoutValues(orderId: string, dueAt: Date | null): { paymentTimeoutAt: string | null; paymentTimeoutPayload: string } {
  return { paymentTimeoutAt: dueAt?.toISOString() ?? null, paymentTimeoutPayload: JSON.stringify({ orderId }) };
}

/** The job handler: closes the order if it is still unpaid at its deadline. */
export const closeUnpaidOrder: JobHandler = async (tx, payload, now) => {
  const orderId = typeof payload.orderId === 'string' ? payload.orderId : '';
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
    .for('update');
  if (!order) return;
  await transitionOrder(tx, order, { to: 'CLOSED', actor: 'SYSTEM', now, set: { paymentDueAt: null }, note: 'PAYMENT_TIMEOUT' });
  await releaseOrderHoldings(tx, order.id);
};
