import type { AutomaticRefundReason } from '@sme/shared/schemas/payments';
import { AppError } from '../../http/app-error';
import type { DatabaseTx as Tx } from '../../db/client';
import {
  insertAutomaticRefund,
  type PayableSubject,
  type PaymentRow,
  type PaymentsDeps,
  recordAutomaticRefundEvent,
  refundWithProvider,
  sendRefund,
} from '../../modules/payments';

/**
 * Money a provider captured for an order that could not take it (a second capture of a paid order, a
 * payment after the order closed), or for a membership purchase paid already or cancelled, goes back by itself,
 * through the provider, instead of waiting for staff:
 *   1. inside the event's transaction the refund is stored REQUESTED, with no staff member (requestedBy null) and
 *      why; the unique index refunds_one_automatic_per_payment_idx keeps it to one per payment, so however often
 *      and however concurrently the capture is delivered, one refund is ordered;
 *   2. after the commit the provider is asked (sendRefund), and the outcome is kept in payment_events
 *      (refund.automatic) next to the capture that caused it, and logged.
 * Money staff counted (FPS, cash) is not sent back this way: nobody can return a bank transfer by API, so such a
 * payment stays flagged (needsRefund) for staff.
 */

/**
 * Why an order or a membership purchase could not take a payment, as the automatic refund records it: a closed order
 * (PAID_AFTER_CLOSE), one paid already (DUPLICATE_PAYMENT), anything else (ORDER_NOT_PAYABLE: a cancelled order or
 * purchase).
 */
export function automaticRefundReason(subject: PayableSubject | undefined): AutomaticRefundReason {
  if (subject?.orderStatus === 'CLOSED') return 'PAID_AFTER_CLOSE';
  return subject?.paidAt ? 'DUPLICATE_PAYMENT' : 'ORDER_NOT_PAYABLE';
}

/** Step 1, in the event's transaction: the refund of `amountMinor` of the payment ordered, or null when one was ordered before. */
export async function orderAutomaticRefund(tx: Tx, payment: PaymentRow, amountMinor: number, reason: AutomaticRefundReason, now: Date): Promise<string | null> {
  return insertAutomaticRefund(tx, payment, amountMinor, reason, now);
}

/** Step 2, after the commit: the provider asked to refund, and what it answered recorded. Never throws: a refusal is kept for staff. */
export async function sendAutomaticRefund(deps: PaymentsDeps, refundId: string): Promise<void> {
  const found = await refundWithProvider(deps.db, refundId);
  if (!found) return;
  const { refund, provider } = found;
  let outcome: { status: string; providerRef: string | null; problem: string | null };
  try {
    const done = await sendRefund(deps, refund, 'SYSTEM');
    outcome = { status: done.status, providerRef: done.providerRef, problem: null };
    deps.log.warn(
      { refundId, paymentId: refund.paymentId, orderId: refund.orderId, provider, reason: refund.reason, status: done.status },
      'payment the order could not take refunded automatically',
    );
  } catch (err) {
    // sendRefund logged the provider's refusal and marked the refund FAILED; the payment stays flagged for staff.
    outcome = { status: 'FAILED', providerRef: null, problem: err instanceof AppError ? `code ${err.code}` : String(err) };
  }
  await recordAutomaticRefundEvent(deps.db, {
    provider,
    refundId: refund.id,
    paymentId: refund.paymentId,
    outcome: outcome.problem ? 'ALERT' : 'PROCESSED',
    note: outcome.problem ? `automatic refund failed: ${outcome.problem}` : `automatic refund ${outcome.status}`,
    payload: { refundId, amountMinor: refund.amountMinor, currency: refund.currency, reason: refund.reason, providerRef: outcome.providerRef },
  });
}
