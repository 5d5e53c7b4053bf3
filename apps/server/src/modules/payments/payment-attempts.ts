import { randomUUID } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DatabaseTx as Tx } from '../../db/client';
import type { PaymentsDeps } from './payments-deps';
import { payments } from './payments.tables';
import { OPEN_STATUSES } from './payment-view';

/**
 * One open payment attempt per order (or membership purchase: everything here works on the id of what is paid, which
 * payments.orderId holds). Whatever opens, closes or settles an order's attempts does so
 * holding the order's payment lock (a transaction-scoped advisory lock, taken first), so these happen one after
 * another; the partial unique index payments_one_open_per_order_idx makes the database refuse a second open attempt.
 * A new attempt closes the open one (CANCELLED, 1013) instead of reusing it: a payer who starts again usually left a
 * page that failed or expired. Providers are told after the transaction, never inside one (PGlite has a single
 * connection; a transaction must not wait on the network): where the provider can (Stripe, crypto) the attempt is
 * cancelled there too. Elsewhere (PayPal, FPS) a payment that still arrives for a closed attempt is applied when
 * the order still needs it, and refunded automatically otherwise (payments-callbacks.ts).
 */

type PaymentRow = typeof payments.$inferSelect;

/** What a new attempt stores besides its order (read under the order's payment lock). */
export type NewAttempt = Omit<typeof payments.$inferInsert, 'id' | 'orderId'>;

/** Takes the order's payment lock until the transaction ends. */
export async function lockOrderPayments(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payments:${orderId}`}, 0))`);
}

/** Closes the order's open attempts as cancelled, saying why; answers them for cancelAtProviders. Hold the order's payment lock. */
export async function closeOpenAttempts(tx: Tx, orderId: string, why: string, now: Date): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ status: 'CANCELLED', failureCode: Codes.PAY_CANCELLED.code, failureDetail: why, completedAt: now, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_STATUSES])))
    .returning();
}

/** Asks each provider that can to cancel attempts the platform closed; a refusal (paid or expired there already) is logged, never fatal. */
export async function cancelAtProviders(deps: PaymentsDeps, closed: readonly PaymentRow[]): Promise<void> {
  for (const payment of closed) {
    const provider = deps.registry.provider(payment.provider);
    if (!provider?.cancel || !payment.providerRef) continue;
    try {
      await provider.cancel(payment);
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id, orderId: payment.orderId, provider: payment.provider }, 'provider did not cancel a closed payment attempt');
    }
  }
}

/**
 * Opens a new attempt on the order: under its payment lock `build` reads what the attempt needs (throwing when the
 * order can no longer be paid), the open attempt is closed and the new one stored; then the closed attempt's
 * provider is told.
 */
export async function openAttempt(deps: PaymentsDeps, orderId: string, now: Date, build: (tx: Tx) => Promise<NewAttempt>): Promise<PaymentRow> {
  const id = randomUUID();
  const { row, closed } = await deps.db.transaction(async (tx) => {
    await lockOrderPayments(tx, orderId);
    const values = await build(tx);
    const superseded = await closeOpenAttempts(tx, orderId, `superseded by attempt ${id}`, now);
    const [created] = await tx
      .insert(payments)
      .values({ ...values, id, orderId })
      .returning();
    if (!created) throw new AppError(Codes.SERVER_ERROR);
    return { row: created, closed: superseded };
  });
  await cancelAtProviders(deps, closed);
  return row;
}
