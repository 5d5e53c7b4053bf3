import type { PaymentProviderId } from '@sme/shared/schemas/payments';
import { eq } from 'drizzle-orm';
import type { Db, DatabaseTx as Tx } from '../../db/client';
import { paymentEvents } from './payments.tables';

/**
 * The payment_events log: every provider event once per (provider, event id), each delivery whose signature failed,
 * and what an automatic refund's provider answered. Kept for audit and so that a replayed event is recognised.
 */

/** A verified provider event as it is first recorded, before it is handled. */
export interface IncomingEvent {
  provider: PaymentProviderId;
  eventId: string;
  type: string;
  payload: unknown;
  receivedAt: Date;
}

/** Records the event once per (provider, event id) (ON CONFLICT DO NOTHING): its row id, or null when it was recorded already. */
export async function recordPaymentEvent(tx: Tx, event: IncomingEvent): Promise<string | null> {
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      signatureValid: true,
      outcome: 'PROCESSED',
      payload: event.payload ?? null,
      receivedAt: event.receivedAt,
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return recorded?.id ?? null;
}

/** Stores on the event's row how it was handled: its payment, outcome and note. */
export async function notePaymentEvent(tx: Tx, eventRowId: string, handled: { paymentId: string | null; outcome: string; note: string | null }): Promise<void> {
  await tx.update(paymentEvents).set({ paymentId: handled.paymentId, outcome: handled.outcome, note: handled.note }).where(eq(paymentEvents.id, eventRowId));
}

/** Records a delivery whose signature did not check out (REJECTED, with why), each delivery under its own event id. */
export async function recordRejectedDelivery(
  db: Db,
  delivery: { provider: PaymentProviderId; eventId: string; reason: string; payload: unknown },
): Promise<void> {
  await db.insert(paymentEvents).values({
    provider: delivery.provider,
    eventId: delivery.eventId,
    type: 'rejected',
    signatureValid: false,
    outcome: 'REJECTED',
    note: delivery.reason,
    payload: delivery.payload,
  });
}

/** What a provider answered to an automatic refund, as its payment_events row keeps it. */
export interface AutomaticRefundAnswer {
  provider: PaymentProviderId;
  refundId: string;
  paymentId: string;
  outcome: 'PROCESSED' | 'ALERT';
  note: string;
  payload: unknown;
}

/** Records the provider's answer to an automatic refund (refund.automatic), once per refund (ON CONFLICT DO NOTHING). */
export async function recordAutomaticRefundEvent(db: Db, answer: AutomaticRefundAnswer): Promise<void> {
  await db
    .insert(paymentEvents)
    .values({
      provider: answer.provider,
      eventId: `refund.automatic:${answer.refundId}`,
      type: 'refund.automatic',
      paymentId: answer.paymentId,
      signatureValid: true,
      outcome: answer.outcome,
      note: answer.note,
      payload: answer.payload,
    })
    .onConflictDoNothing();
}
