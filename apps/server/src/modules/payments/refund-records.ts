import type { AutomaticRefundReason, PaymentProviderId } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { Db, DatabaseTx as Tx } from '../../db/client';
import { payments, refunds } from './payments.tables';

/** The refund rows that payment confirmation writes: automatic refunds ordered, and refunds a provider confirmed. */

type RefundRow = typeof refunds.$inferSelect;

/** The payment an automatic refund sends money back from. */
type RefundedPayment = Pick<typeof payments.$inferSelect, 'id' | 'orderId' | 'currency'>;

/**
 * Inserts the payment's automatic refund (requestedBy null), REQUESTED; ON CONFLICT DO NOTHING, so the unique index
 * keeps it to one per payment: its id, or null when one was ordered before.
 */
export async function insertAutomaticRefund(
  tx: Tx,
  payment: RefundedPayment,
  amountMinor: number,
  reason: AutomaticRefundReason,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, orderId: payment.orderId, currency: payment.currency, amountMinor, reason, requestedBy: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row?.id ?? null;
}

/** A refund with its payment's provider; undefined when there is no such refund. */
export async function refundWithProvider(db: Db, refundId: string): Promise<{ refund: RefundRow; provider: PaymentProviderId } | undefined> {
  const [found] = await db
    .select({ refund: refunds, provider: payments.provider })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  return found;
}

/** Marks the payment's REQUESTED refunds SUCCEEDED: who ordered each and why (none when no refund was waiting). */
export async function confirmRequestedRefunds(tx: Tx, paymentId: string, now: Date): Promise<Array<Pick<RefundRow, 'requestedBy' | 'reason'>>> {
  return tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', completedAt: now })
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'REQUESTED')))
    .returning({ requestedBy: refunds.requestedBy, reason: refunds.reason });
}
