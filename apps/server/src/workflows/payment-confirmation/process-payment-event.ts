import { createHash, randomUUID } from 'node:crypto';
import type { OrderActor } from '@sme/shared/schemas/orders';
import type { PaymentProviderId } from '@sme/shared/schemas/payments';
import type { DatabaseTx as Tx } from '../../db/client';
import { applyMembershipPayment } from '../../modules/membership';
import { applyOrderPayment, flagClosedOrderForRefund, markOrderRefundClosed } from '../../modules/orders';
import { automaticRefundReason, orderAutomaticRefund, sendAutomaticRefund } from './auto-refund';
import {
  type CallbackDelivery,
  type CallbackOutcome,
  CallbackRejected,
  cancelAtProviders,
  clearNeedsRefund,
  closeOpenAttempts,
  confirmRequestedRefunds,
  lockOrderPayments,
  lockPaymentRow,
  markPaymentFailed,
  markPaymentPending,
  markPaymentSucceeded,
  notePaymentEvent,
  OPEN_STATUSES,
  paymentOfEvent,
  type PaymentRow,
  type PaymentsDeps,
  recordPaymentEvent,
  recordRejectedDelivery,
  refundClosesOrder,
  STAFF_CONFIRMED_PROVIDERS,
  subjectOfPayment,
} from '../../modules/payments';

/**
 * Payment confirmation as one workflow of steps, shared by provider callbacks, status checks (pay.check) and staff
 * confirmations. Steps 1–5 run in ONE transaction and write only there, so each one's undo is the transaction's
 * rollback: a failing step rolls everything back (the event too), and the provider's retry is processed afresh.
 *   1. recordEvent — the event stored once per (provider, event id); a replay stops here;
 *   2. lockPayment — the payment found and locked, after its order's payment lock;
 *   3. applyOutcome — the event's outcome applied to the payment and what it pays: its order, or its membership
 *      purchase (a success whose amount or currency does not match changes nothing and is kept as ALERT);
 *   4. noteOutcome — how the event was handled, on its row;
 *   5. the caller's `alongside` step (the back office's audit entry).
 * Only after the commit are providers called (6. tellProviders): attempts closed by step 3 cancelled there, an
 * automatic refund sent. No rollback can reach them; what compensates is stated on tellProviders.
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

/** How an event was handled, and what the providers are told once it is committed. */
type Decision = { outcome: EventOutcome; note: string | null; closed?: PaymentRow[]; refundId?: string | null };

/** Default section 8 codes of a failed attempt when the provider gives none. */
const DEFAULT_FAILURE: Partial<Record<CallbackOutcome, number>> = { FAILED: 1020, CANCELLED: 1013, EXPIRED: 1006 };

/**
 * Step 1: the event recorded (INSERT … ON CONFLICT (provider, event_id) DO NOTHING); null when it was processed
 * already — a replay, or a concurrent delivery that waited on the unique index — and nothing else happens.
 * Undo: the transaction's rollback (the event is then new again for the provider's retry).
 */
async function recordEvent(tx: Tx, event: PaymentEvent, now: Date): Promise<string | null> {
  return recordPaymentEvent(tx, { provider: event.provider, eventId: event.eventId, type: event.type, payload: event.payload, receivedAt: now });
}

/**
 * Step 2: the event's payment (by id, else by the provider's reference) locked FOR UPDATE after its order's payment
 * lock (payment-attempts.ts), so events of one order, and new attempts on it, apply one after the other; undefined
 * when there is no such payment. Undo: the transaction's rollback, which releases both locks.
 */
async function lockPayment(tx: Tx, event: PaymentEvent): Promise<PaymentRow | undefined> {
  const found = await paymentOfEvent(tx, event);
  if (!found) return undefined;
  // The order's payment lock before the payment's row, in the order every workflow on attempts takes them.
  await lockOrderPayments(tx, found.orderId);
  return lockPaymentRow(tx, found.id);
}

/** Why a success cannot be applied as it is: a currency, or an amount other than the attempt's (staff may count any positive amount). */
function amountProblem(payment: PaymentRow, event: PaymentEvent): string | null {
  if (event.currency?.toUpperCase() !== payment.currency) return `currency ${event.currency ?? 'none'} for ${payment.currency}`;
  if (event.amountMinor === null || !Number.isSafeInteger(event.amountMinor) || event.amountMinor <= 0) return `amount ${event.amountMinor ?? 'none'}`;
  if (!event.isCountedByStaff && event.amountMinor !== payment.amountMinor) return `amount ${event.amountMinor} for ${payment.amountMinor}`;
  return null;
}

/**
 * The money applied to what the payment pays (payments.purpose): the order, partly or in full (applyOrderPayment), or
 * the membership purchase, which only its exact amount pays and which then becomes a period of the member's timeline
 * (applyMembershipPayment). NOT_PAYABLE when it cannot take the money: an order paid already or closed, a purchase
 * paid already or cancelled, or a short amount staff counted for a purchase.
 */
async function applyToSubject(
  tx: Tx,
  payment: PaymentRow,
  received: number,
  event: PaymentEvent,
  now: Date,
): Promise<'PAID' | 'PARTIALLY_PAID' | 'NOT_PAYABLE'> {
  switch (payment.purpose) {
    case 'ORDER':
      return applyOrderPayment(tx, { orderId: payment.orderId, amountMinor: received, method: payment.method, at: now, actor: event.actor });
    case 'MEMBERSHIP':
      return applyMembershipPayment(tx, { purchaseId: payment.orderId, amountMinor: received, at: now });
  }
}

/**
 * Step 3 for a success: a success must carry the payment's currency and amount (what was payable when the attempt
 * was made), else nothing changes and the mismatch is an ALERT, logged. Then the payment SUCCEEDED and the money
 * applied to its order or membership purchase, closing any attempt still open on it once paid; money it can no
 * longer take (paid already, closed or cancelled) is flagged for refund (a CLOSED order goes to REFUND_ORDERED) and
 * refunded automatically (auto-refund.ts) unless staff counted it, since nobody can send a bank transfer or cash
 * back by API.
 */
async function applySuccess(tx: Tx, deps: PaymentsDeps, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  if (payment.status === 'SUCCEEDED') return { outcome: 'IGNORED', note: ALREADY_SUCCEEDED };
  const problem = amountProblem(payment, event);
  if (problem) {
    deps.log.error(
      { paymentId: payment.id, orderId: payment.orderId, purpose: payment.purpose, provider: event.provider, eventId: event.eventId, problem },
      'payment callback amount or currency mismatch: order left unpaid',
    );
    return { outcome: 'ALERT', note: problem };
  }
  const received = event.amountMinor as number;
  const applied = await applyToSubject(tx, payment, received, event, now);
  if (applied !== 'NOT_PAYABLE') {
    await markPaymentSucceeded(tx, payment.id, { receivedMinor: received, needsRefund: false, now });
    // Paid in full: an attempt still open on it (a newer one, when a closed attempt's payment arrived) is not wanted any more.
    const closed = applied === 'PAID' ? await closeOpenAttempts(tx, payment.orderId, `order paid by attempt ${payment.id}`, now) : [];
    return { outcome: 'PROCESSED', note: applied, closed };
  }
  const reason = automaticRefundReason(await subjectOfPayment(tx, payment));
  await markPaymentSucceeded(tx, payment.id, { receivedMinor: received, needsRefund: true, now });
  if (payment.purpose === 'ORDER') await flagClosedOrderForRefund(tx, payment.orderId, { actor: 'SYSTEM', now, note: 'PAID_AFTER_CLOSE' });
  const details = { paymentId: payment.id, orderId: payment.orderId, purpose: payment.purpose, provider: event.provider, amountMinor: received, reason };
  if (STAFF_CONFIRMED_PROVIDERS.includes(payment.provider)) {
    deps.log.warn(details, 'money arrived for an order that cannot take it: flagged for refund');
    return { outcome: 'PROCESSED', note: 'order not payable: payment flagged for refund' };
  }
  const refundId = await orderAutomaticRefund(tx, payment, received, reason, now);
  deps.log.warn({ ...details, refundId }, 'money arrived for an order that cannot take it: refunding automatically');
  return { outcome: 'PROCESSED', note: `order not payable (${reason}): refunded automatically`, refundId };
}

/** Step 3 for a failure, cancellation or expiry: the open attempt's status and section 8 code. */
async function applyFailure(tx: Tx, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  // A late failure never undoes a success, and the first final word on an attempt stands.
  if (!OPEN_STATUSES.includes(payment.status)) return { outcome: 'IGNORED', note: `payment already ${payment.status}` };
  const status = event.outcome === 'FAILED' ? 'FAILED' : event.outcome === 'CANCELLED' ? 'CANCELLED' : 'EXPIRED';
  const failureCode = event.failureCode ?? DEFAULT_FAILURE[event.outcome] ?? 1020;
  await markPaymentFailed(tx, payment.id, { status, failureCode, failureDetail: event.detail, now });
  return { outcome: 'PROCESSED', note: status };
}

/** Step 3 for a provider's refund confirmation: the refund done, and the order REFUND_CLOSED when the refund closes it (never for a membership payment). */
async function confirmRefund(tx: Tx, payment: PaymentRow, now: Date): Promise<Decision> {
  const confirmed = await confirmRequestedRefunds(tx, payment.id, now);
  if (confirmed.length === 0) return { outcome: 'IGNORED', note: 'no refund waiting' };
  await clearNeedsRefund(tx, payment.id, now);
  if (confirmed.some((r) => refundClosesOrder(r, payment.purpose)))
    await markOrderRefundClosed(tx, payment.orderId, { actor: 'SYSTEM', now, note: 'REFUND_CONFIRMED' });
  return { outcome: 'PROCESSED', note: 'refund confirmed' };
}

/**
 * Step 3: the event's outcome applied to the payment and its order; what the providers are to be told after the
 * commit goes into the decision. Undo: the transaction's rollback.
 */
async function applyOutcome(tx: Tx, deps: PaymentsDeps, payment: PaymentRow, event: PaymentEvent, now: Date): Promise<Decision> {
  switch (event.outcome) {
    case 'SUCCEEDED':
      return applySuccess(tx, deps, payment, event, now);
    case 'FAILED':
    case 'CANCELLED':
    case 'EXPIRED':
      return applyFailure(tx, payment, event, now);
    case 'PENDING':
      if (payment.status !== 'CREATED') return { outcome: 'IGNORED', note: `payment ${payment.status}` };
      await markPaymentPending(tx, payment.id, now);
      return { outcome: 'PROCESSED', note: 'PENDING' };
    case 'REFUNDED':
      return confirmRefund(tx, payment, now);
    case 'IGNORED':
      return { outcome: 'IGNORED', note: event.type };
  }
}

/**
 * Step 5, the caller's: run inside the event's transaction once it was handled (not for a duplicate); the back office
 * writes its audit entry there. Undo: the transaction's rollback.
 */
export type AlongsideEvent = (tx: Tx, result: EventResult) => Promise<void>;

/** Step 4: how the event was handled (its payment, outcome and note) stored on its row. Undo: the transaction's rollback. */
async function noteOutcome(tx: Tx, eventRowId: string, payment: PaymentRow | undefined, decided: Decision): Promise<void> {
  await notePaymentEvent(tx, eventRowId, { paymentId: payment?.id ?? null, outcome: decided.outcome, note: decided.note });
}

/**
 * Step 6, after the commit: the attempts step 3 closed cancelled at their providers, and the automatic refund it
 * ordered sent. Outside the database, so no rollback undoes it, and it runs only once the transaction committed.
 * Compensation: a provider that does not cancel is logged, the attempt stays closed here, and a capture it still
 * makes is processed like any event (it pays the order if the order can take it, else is refunded automatically);
 * a refund the provider refuses is recorded FAILED with an ALERT event and the payment stays flagged for staff.
 */
async function tellProviders(deps: PaymentsDeps, decision: Decision): Promise<void> {
  if (decision.closed?.length) await cancelAtProviders(deps, decision.closed);
  if (decision.refundId) await sendAutomaticRefund(deps, decision.refundId);
}

/** Processes one provider event once, however often and however concurrently it is delivered. */
export async function processPaymentEvent(deps: PaymentsDeps, event: PaymentEvent, now = new Date(), alongside?: AlongsideEvent): Promise<EventResult> {
  const { result, decision } = await deps.db.transaction(async (tx) => {
    const eventRowId = await recordEvent(tx, event, now);
    if (!eventRowId) return { result: { outcome: 'DUPLICATE' as const, paymentId: event.paymentId, note: null }, decision: null };
    const payment = await lockPayment(tx, event);
    const decided: Decision = payment ? await applyOutcome(tx, deps, payment, event, now) : { outcome: 'IGNORED', note: 'no such payment' };
    await noteOutcome(tx, eventRowId, payment, decided);
    const handled: EventResult = { outcome: decided.outcome, paymentId: payment?.id ?? null, note: decided.note };
    await alongside?.(tx, handled);
    return { result: handled, decision: decided };
  });
  if (decision) await tellProviders(deps, decision);
  return result;
}

/**
 * Stores a delivery whose signature did not check out, for audit (each delivery its own row: the body hash plus a
 * random suffix). Outside any transaction: nothing of the workflow ran, so there is nothing to undo.
 */
async function recordRejected(deps: PaymentsDeps, provider: PaymentProviderId, delivery: CallbackDelivery, reason: string): Promise<void> {
  const hash = createHash('sha256').update(delivery.rawBody).digest('hex');
  let payload: unknown = null;
  try {
    payload = JSON.parse(delivery.rawBody);
  } catch {
    payload = { raw: delivery.rawBody.slice(0, 4000) };
  }
  await recordRejectedDelivery(deps.db, { provider, eventId: `rejected:${hash}:${randomUUID()}`, reason, payload });
  deps.log.warn({ provider, reason }, 'payment callback rejected');
}

/**
 * A provider's callback as delivered: verified by the provider's own rule before any step, then processed once by
 * processPaymentEvent; a bad signature is recorded and answered REJECTED.
 */
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
