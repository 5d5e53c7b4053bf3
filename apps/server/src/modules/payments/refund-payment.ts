import { Codes } from '@sme/shared/codes';
import type { AutomaticRefundReason, PaymentPurpose, RefundStatus } from '@sme/shared/schemas/payments';
import type { OrderStatus } from '@sme/shared/order-status';
import type { OrderActor } from '@sme/shared/schemas/orders';
import { and, eq, ne, sum } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { markOrderRefundClosed, markOrderRefundOrdered, payableOrdersByIds } from '../orders';
import type { PaymentsDeps } from './payments-deps';
import { payments, refunds } from './payments.tables';
import { type StaffActor, staffActorOf } from './staff-actor';

/**
 * pay.refund (back office): in three steps, because the provider is called outside any transaction:
 *   1. with the payment locked, check what is left to refund (an automatic refund counts), store the refund
 *      REQUESTED and move the order to REFUND_ORDERED;
 *   2. ask the provider;
 *   3. a synchronous success closes it (refund SUCCEEDED, order REFUND_CLOSED); a provider that confirms later
 *      does so by its REFUNDED callback; a provider that fails marks the refund FAILED (the order stays
 *      REFUND_ORDERED, so staff can try again).
 * A membership purchase's payment is refunded the same way but touches no order: the money goes back and the
 * purchase stays as it is. Ending the membership it bought is a separate staff action (the back office's membership
 * section), since a refund may be partial or a goodwill gesture that leaves the membership running.
 */

/** A refund as the back office sees it. */
export interface RefundView {
  id: string;
  paymentId: string;
  /** What the refunded payment paid: an order, or a membership purchase (orderId is then the purchase's id). */
  purpose: PaymentPurpose;
  orderId: string;
  currency: string;
  amountMinor: number;
  status: RefundStatus;
  providerRef: string | null;
  reason: string | null;
  /** The order's status after the refund; null for a membership purchase. */
  orderStatus: OrderStatus | null;
  createdAt: string;
  completedAt: string | null;
}

type RefundRow = typeof refunds.$inferSelect;

/**
 * Whether a refund, once done, closes its order (REFUND_CLOSED): all but an automatic refund of money an open order
 * never took (a CLOSED order's automatic refund goes REFUND_ORDERED, then REFUND_CLOSED). Never for a payment of a
 * membership purchase: there is no order.
 */
export function refundClosesOrder(refund: Pick<RefundRow, 'requestedBy' | 'reason'>, purpose: PaymentPurpose): boolean {
  if (purpose !== 'ORDER') return false;
  return refund.requestedBy !== null || refund.reason === ('PAID_AFTER_CLOSE' satisfies AutomaticRefundReason);
}

/** Which payment to refund, how much (default: all that is left) and why. */
export interface RefundInput {
  paymentId: string;
  amountMinor?: number;
  reason?: string;
}

/** A step of the caller inside the transaction that orders the refund. */
export type AlongsideRefund = (tx: Tx, refund: RefundRow) => Promise<void>;

async function viewOf(deps: PaymentsDeps, row: RefundRow, purpose: PaymentPurpose): Promise<RefundView> {
  const order = purpose === 'ORDER' ? (await payableOrdersByIds(deps.db, [row.orderId])).get(row.orderId) : undefined;
  return {
    id: row.id,
    paymentId: row.paymentId,
    purpose,
    orderId: row.orderId,
    currency: row.currency,
    amountMinor: row.amountMinor,
    status: row.status,
    providerRef: row.providerRef,
    reason: row.reason,
    orderStatus: purpose === 'ORDER' ? (order?.status ?? 'REFUND_ORDERED') : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** What was refunded, or is being refunded, of a payment (failed refunds do not count). */
export async function refundedSoFar(db: Db, paymentId: string): Promise<number> {
  const [taken] = await db
    .select({ total: sum(refunds.amountMinor).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')));
  return taken?.total ?? 0;
}

/** Step 1: the refund stored and the order REFUND_ORDERED (no order for a membership payment), or 400 when nothing (or less) is left to refund. */
async function orderRefund(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: RefundInput,
  now: Date,
  alongside?: AlongsideRefund,
): Promise<{ refund: RefundRow; purpose: PaymentPurpose }> {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!payment) throw new AppError(Codes.NOT_FOUND, { messageKey: 'pay.paymentNotFound' });
    if (payment.status !== 'SUCCEEDED' || payment.receivedMinor === null) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.refundNotPaid' });
    const refundable = payment.receivedMinor - (await refundedSoFar(tx, payment.id));
    const amountMinor = input.amountMinor ?? refundable;
    if (amountMinor <= 0 || amountMinor > refundable) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.refundTooMuch', vars: { refundable } });
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        currency: payment.currency,
        amountMinor,
        reason: input.reason || null,
        requestedBy: staff.memberId,
        createdAt: now,
      })
      .returning();
    if (payment.purpose === 'ORDER') await markOrderRefundOrdered(tx, payment.orderId, { actor: staffActorOf(staff), now, note: 'REFUND' });
    if (!row) throw new AppError(Codes.SERVER_ERROR);
    await alongside?.(tx, row);
    return { refund: row, purpose: payment.purpose };
  });
}

/**
 * Steps 2 and 3 for a stored REQUESTED refund: ask the provider and record its answer (`actor` is who the order's
 * timeline names). Answers the refund as it now is; throws, with the refund FAILED, when the provider refuses or
 * cannot be reached.
 */
export async function sendRefund(deps: PaymentsDeps, refund: RefundRow, actor: OrderActor): Promise<RefundRow> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const provider = payment && deps.registry.provider(payment.provider);
  let answer: { providerRef: string | null; succeeded: boolean };
  try {
    if (!payment || !provider) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);
    answer = await provider.refund(payment, refund.amountMinor);
  } catch (err) {
    deps.log.error({ err, refundId: refund.id, paymentId: refund.paymentId }, 'refund refused or provider unreachable');
    await deps.db.update(refunds).set({ status: 'FAILED', completedAt: new Date() }).where(eq(refunds.id, refund.id));
    throw err instanceof AppError ? err : new AppError(Codes.PAY_NETWORK_UNSTABLE);
  }
  const now = new Date();
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ providerRef: answer.providerRef, ...(answer.succeeded ? { status: 'SUCCEEDED' as const, completedAt: now } : {}) })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')))
      .returning();
    if (row?.status === 'SUCCEEDED') {
      await tx.update(payments).set({ needsRefund: false, updatedAt: now }).where(eq(payments.id, refund.paymentId));
      if (payment && refundClosesOrder(row, payment.purpose)) await markOrderRefundClosed(tx, refund.orderId, { actor, now, note: 'REFUND_DONE' });
    }
    return row;
  });
  // Not REQUESTED any more: the provider's callback got there first; answer the refund as it now is.
  const [current] = done ? [done] : await deps.db.select().from(refunds).where(eq(refunds.id, refund.id));
  return current ?? refund;
}

/** pay.refund: answers the refund as it stands after the provider's answer. `alongside` runs in step 1's transaction (the back office's audit entry). */
export async function refundPayment(deps: PaymentsDeps, staff: StaffActor, input: RefundInput, alongside?: AlongsideRefund): Promise<RefundView> {
  const { refund, purpose } = await orderRefund(deps, staff, input, new Date(), alongside);
  return viewOf(deps, await sendRefund(deps, refund, staffActorOf(staff)), purpose);
}
