import type { PaymentProviderId } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { DatabaseTx as Tx } from '../../db/client';
import { payments } from './payments.tables';

/**
 * A payment attempt's row as a provider's event finds, locks and moves it (payment confirmation). Callers hold the
 * order's payment lock (lockOrderPayments) before they lock or change the row.
 */

/** A stored payment attempt. */
export type PaymentRow = typeof payments.$inferSelect;

/** How an event names its payment: by the platform's id, else by the provider's reference. */
export interface PaymentRef {
  provider: PaymentProviderId;
  paymentId: string | null;
  providerRef: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment an event names (by id when it is a UUID, else by the provider's reference) with its order; undefined when none. */
export async function paymentOfEvent(tx: Tx, ref: PaymentRef): Promise<{ id: string; orderId: string } | undefined> {
  const where =
    ref.paymentId && UUID.test(ref.paymentId)
      ? and(eq(payments.id, ref.paymentId), eq(payments.provider, ref.provider))
      : ref.providerRef
        ? and(eq(payments.provider, ref.provider), eq(payments.providerRef, ref.providerRef))
        : undefined;
  if (!where) return undefined;
  const [found] = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(where);
  return found;
}

/** The payment's row, locked FOR UPDATE until the transaction ends. */
export async function lockPaymentRow(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** Marks the payment SUCCEEDED with what was received, flagged for refund when its order could not take the money. */
export async function markPaymentSucceeded(tx: Tx, paymentId: string, success: { receivedMinor: number; needsRefund: boolean; now: Date }): Promise<void> {
  const { receivedMinor, needsRefund, now } = success;
  await tx
    .update(payments)
    .set({ status: 'SUCCEEDED', receivedMinor, failureCode: null, failureDetail: null, completedAt: now, updatedAt: now, needsRefund })
    .where(eq(payments.id, paymentId));
}

/** Ends the attempt as FAILED, CANCELLED or EXPIRED with its section 8 code and the provider's words. */
export async function markPaymentFailed(
  tx: Tx,
  paymentId: string,
  failure: { status: 'FAILED' | 'CANCELLED' | 'EXPIRED'; failureCode: number; failureDetail: string | null; now: Date },
): Promise<void> {
  const { status, failureCode, failureDetail, now } = failure;
  await tx.update(payments).set({ status, failureCode, failureDetail, completedAt: now, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Marks the payment PENDING: the provider has it and the payer is paying. */
export async function markPaymentPending(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status: 'PENDING', updatedAt: now }).where(eq(payments.id, paymentId));
}

/** Clears the payment's refund flag: the money it was flagged for went back. */
export async function clearNeedsRefund(tx: Tx, paymentId: string, now: Date): Promise<void> {
  await tx.update(payments).set({ needsRefund: false, updatedAt: now }).where(eq(payments.id, paymentId));
}
