import { createHash, randomUUID } from 'node:crypto';
import type { OrderActor } from '@sme/shared/schemas/orders';
import type { PaymentProviderId } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../modules/orders/order-db';
import { applyOrderPayment, flagClosedOrderForRefund, markOrderRefundClosed, payableOrdersByIds } from '../../modules/orders/order-payments';
import { automaticRefundReason, orderAutomaticRefund, sendAutomaticRefund } from './auto-refund';
import { cancelAtProviders, closeOpenAttempts, lockOrderPayments } from '../../modules/payments/payment-attempts';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { paymentEvents, payments, refunds } from '../../modules/payments/payments.tables';
import { OPEN_STATUSES } from '../../modules/payments/payment-view';
import { type CallbackDelivery, type CallbackOutcome, CallbackRejected } from '../../modules/payments/providers/payment-provider';
import { STAFF_CONFIRMED_PROVIDERS } from '../../modules/payments/providers/registry';
import { refundClosesOrder } from '../../modules/payments/refund-payment';

/**
 * Payment confirmation as one workflow (issue 6), shared by provider callbacks, status checks (pay.check) and staff
 * confirmations, in ONE transaction:
 *   1. record the event (INSERT … ON CONFLICT (provider, event_id) DO NOTHING): nothing inserted means the event was
 *      processed already — a replay, or a concurrent delivery that waited on the unique index — and nothing else happens;
 *   2. find the payment, take its order's payment lock (payment-attempts.ts) and lock the payment (SELECT … FOR
 *      UPDATE), so events of one order, and new attempts on it, apply one after the other;
 *   3. a success must carry the payment's currency and amount (the order's payable when the attempt was made);
 *      a mismatch changes nothing, is stored as ALERT and logged;
 *   4. apply the outcome: success → the payment SUCCEEDED and the money applied to the order, closing any attempt
 *      still open on an order now paid; money an order can no longer take (paid already, closed) is refunded
 *      automatically (auto-refund.ts; a CLOSED order goes to REFUND_ORDERED); failure → the attempt's status and
 *      section 8 code; a provider's refund confirmation → the refund done and the order REFUND_CLOSED.
 * A failing step rolls everything back (the event too), so the provider's retry is processed afresh. Only after the
 * commit are providers called: closed attempts cancelled there, automatic refunds sent.
 */

/** A provider's word on a payment: a verified callback, a final status check, or staff saying money arrived. */
export interface PaymentEvent {
  provider: PaymentProviderId;
  eventId: string;
  type: string;
  outcome: CallbackOutcome;
  paymentId: string | null;
  providerRef: string | null;
  amountMinor: number | null;
  currency: string | null;
  failureCode: number | null;
  detail: string | null;
  payload: unknown;
  /** Staff counted the money: any positive amount is applied (a short transfer makes the order partly paid), not only the exact one. */
  isCountedByStaff?: boolean;
  actor: OrderActor;
}

/** How an event was handled (stored in payment_events.outcome). */
export type EventOutcome = 'PROCESSED' | 'DUPLICATE' | 'REJECTED' | 'IGNORED' | 'ALERT';

export interface EventResult {
  outcome: EventOutcome;
  paymentId: string | null;
  note: string | null;
}

/** The note of a success event for a payment that had already succeeded. */
export const ALREADY_SUCCEEDED = 'payment already succeeded';

type PaymentRow = typeof payments.$inferSelect;
/** How an event was handled, and what the providers are told once it is committed. */
type Decision = { outcome: EventOutcome; note: string | null; closed?: PaymentRow[]; refundId?: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Default section 8 codes of a failed attempt when the provider gives none. */
const DEFAULT_FAILURE: Partial<Record<CallbackOutcome, number>> = { FAILED: 1020, CANCELLED: 1013, EXPIRED: 1006 };

async function lockPayment(tx: Tx, event: PaymentEvent): Promise<PaymentRow | undefined> {
  const where =
    event.paymentId && UUID.test(event.paymentId)
      ? and(eq(payments.id, event.paymentId), eq(payments.provider, event.provider))
      : event.providerRef
        ? and(eq(payments.provider, event.provider), eq(payments.providerRef, event.providerRef))
        : undefined;
  if (!where) return undefined;
  const [found] = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(where);
  if (!found) return undefined;
  // The order's payment lock before the payment's row, in the order every workflow on attempts takes them.
  await lockOrderPayments(tx, found.orderId);
  const [row] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  return row;
}

function amountProblem(payment: PaymentRow, event: PaymentEvent): string | null {
  if (event.currency?.toUpperCase() !== payment.currency) return `currency ${event.currency ?? 'none'} for ${payment.currency}`;
  if (event.amountMinor === null || !Number.isSafeInteger(event.amountMinor) || event.amountMinor <= 0) return `amount ${event.amountMinor ?? 'none'}`;
  if (!event.isCountedByStaff && event.amountMinor !== payment.amountMinor) return `amount ${event.amountMinor} for ${payment.amountMinor}`;
  return null;
}

async function settle(tx: Tx, deps: PaymentsDeps, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  if (payment.status === 'SUCCEEDED') return { outcome: 'IGNORED', note: ALREADY_SUCCEEDED };
  const problem = amountProblem(payment, event);
  if (problem) {
    deps.log.error({ paymentId: payment.id, orderId: payment.orderId, provider: event.provider, eventId: event.eventId, problem }, 'payment callback amount or currency mismatch: order left unpaid');
    return { outcome: 'ALERT', note: problem };
  }
  const received = event.amountMinor as number;
  const applied = await applyOrderPayment(tx, { orderId: payment.orderId, amountMinor: received, method: payment.method, at: now, actor: event.actor });
  const succeeded = { status: 'SUCCEEDED' as const, receivedMinor: received, failureCode: null, failureDetail: null, completedAt: now, updatedAt: now };
  if (applied !== 'NOT_PAYABLE') {
    await tx.update(payments).set({ ...succeeded, needsRefund: false }).where(eq(payments.id, payment.id));
    // Paid in full: an attempt still open on the order (a newer one, when a closed attempt's payment arrived) is not wanted any more.
    const closed = applied === 'PAID' ? await closeOpenAttempts(tx, payment.orderId, `order paid by attempt ${payment.id}`, now) : [];
    return { outcome: 'PROCESSED', note: applied, closed };
  }
  const reason = automaticRefundReason((await payableOrdersByIds(tx, [payment.orderId])).get(payment.orderId));
  await tx.update(payments).set({ ...succeeded, needsRefund: true }).where(eq(payments.id, payment.id));
  await flagClosedOrderForRefund(tx, payment.orderId, { actor: 'SYSTEM', now, note: 'PAID_AFTER_CLOSE' });
  const details = { paymentId: payment.id, orderId: payment.orderId, provider: event.provider, amountMinor: received, reason };
  if (STAFF_CONFIRMED_PROVIDERS.includes(payment.provider)) {
    deps.log.warn(details, 'money arrived for an order that cannot take it: flagged for refund');
    return { outcome: 'PROCESSED', note: 'order not payable: payment flagged for refund' };
  }
  const refundId = await orderAutomaticRefund(tx, payment, received, reason, now);
  deps.log.warn({ ...details, refundId }, 'money arrived for an order that cannot take it: refunding automatically');
  return { outcome: 'PROCESSED', note: `order not payable (${reason}): refunded automatically`, refundId };
}

async function fail(tx: Tx, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  // A late failure never undoes a success, and the first final word on an attempt stands.
  if (!OPEN_STATUSES.includes(payment.status)) return { outcome: 'IGNORED', note: `payment already ${payment.status}` };
  const status = event.outcome === 'FAILED' ? 'FAILED' : event.outcome === 'CANCELLED' ? 'CANCELLED' : 'EXPIRED';
  const failureCode = event.failureCode ?? DEFAULT_FAILURE[event.outcome] ?? 1020;
  await tx.update(payments).set({ status, failureCode, failureDetail: event.detail, completedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
  return { outcome: 'PROCESSED', note: status };
}

async function confirmRefund(tx: Tx, payment: PaymentRow, now: Date): Promise<Decision> {
  const confirmed = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', completedAt: now })
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'REQUESTED')))
    .returning({ requestedBy: refunds.requestedBy, reason: refunds.reason });
  if (confirmed.length === 0) return { outcome: 'IGNORED', note: 'no refund waiting' };
  await tx.update(payments).set({ needsRefund: false, updatedAt: now }).where(eq(payments.id, payment.id));
  if (confirmed.some(refundClosesOrder)) await markOrderRefundClosed(tx, payment.orderId, { actor: 'SYSTEM', now, note: 'REFUND_CONFIRMED' });
  return { outcome: 'PROCESSED', note: 'refund confirmed' };
}

async function decide(tx: Tx, deps: PaymentsDeps, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  switch (event.outcome) {
    case 'SUCCEEDED':
      return settle(tx, deps, payment, event, now);
    case 'FAILED':
    case 'CANCELLED':
    case 'EXPIRED':
      return fail(tx, payment, event, now);
    case 'PENDING':
      if (payment.status !== 'CREATED') return { outcome: 'IGNORED', note: `payment ${payment.status}` };
      await tx.update(payments).set({ status: 'PENDING', updatedAt: now }).where(eq(payments.id, payment.id));
      return { outcome: 'PROCESSED', note: 'PENDING' };
    case 'REFUNDED':
      return confirmRefund(tx, payment, now);
    case 'IGNORED':
      return { outcome: 'IGNORED', note: event.type };
  }
}

/** A step of the caller run inside the event's transaction once it was handled (not for a duplicate): the back office writes its audit entry there. */
export type AlongsideEvent = (tx: Tx, result: EventResult) => Promise<void>;

/** Processes one provider event once, however often and however concurrently it is delivered. */
export async function processPaymentEvent(deps: PaymentsDeps, event: PaymentEvent, now = new Date(), alongside?: AlongsideEvent): Promise<EventResult> {
  const { result, decision } = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type, signatureValid: true, outcome: 'PROCESSED', payload: event.payload ?? null, receivedAt: now })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return { result: { outcome: 'DUPLICATE' as const, paymentId: event.paymentId, note: null }, decision: null };

    const payment = await lockPayment(tx, event);
    const decided: Decision = payment ? await decide(tx, deps, payment, event, now) : { outcome: 'IGNORED', note: 'no such payment' };
    await tx
      .update(paymentEvents)
      .set({ paymentId: payment?.id ?? null, outcome: decided.outcome, note: decided.note })
      .where(eq(paymentEvents.id, recorded.id));
    const handled: EventResult = { outcome: decided.outcome, paymentId: payment?.id ?? null, note: decided.note };
    await alongside?.(tx, handled);
    return { result: handled, decision: decided };
  });
  if (decision?.closed?.length) await cancelAtProviders(deps, decision.closed);
  if (decision?.refundId) await sendAutomaticRefund(deps, decision.refundId);
  return result;
}

/** Stores a delivery whose signature did not check out, for audit (each delivery its own row: the body hash plus a random suffix). */
async function recordRejected(deps: PaymentsDeps, provider: PaymentProviderId, delivery: CallbackDelivery, reason: string): Promise<void> {
  const hash = createHash('sha256').update(delivery.rawBody).digest('hex');
  let payload: unknown = null;
  try {
    payload = JSON.parse(delivery.rawBody);
  } catch {
    payload = { raw: delivery.rawBody.slice(0, 4000) };
  }
  await deps.db.insert(paymentEvents).values({ provider, eventId: `rejected:${hash}:${randomUUID()}`, type: 'rejected', signatureValid: false, outcome: 'REJECTED', note: reason, payload });
  deps.log.warn({ provider, reason }, 'payment callback rejected');
}

/** A provider's callback as delivered: verified by the provider's own rule, then processed once; a bad signature is recorded and answered REJECTED. */
export async function receiveCallback(deps: PaymentsDeps, providerId: PaymentProviderId, delivery: CallbackDelivery): Promise<EventResult> {
  const provider = deps.registry.provider(providerId);
  if (!provider) return { outcome: 'REJECTED', paymentId: null, note: 'provider not configured' };
  let verified;
  try {
    verified = await provider.verifyCallback(delivery);
  } catch (err) {
    if (!(err instanceof CallbackRejected)) throw err;
    await recordRejected(deps, providerId, delivery, err.message);
    return { outcome: 'REJECTED', paymentId: null, note: err.message };
  }
  return processPaymentEvent(deps, { ...verified, provider: providerId, actor: 'SYSTEM' });
}
