import type { Locale } from '@sme/shared/constants';
import type { PayIsPaidView, PaymentView } from '@sme/shared/schemas/payments';
import type { Db } from '../../db/client';
import { payableOrderOf } from '../../modules/orders';
import { processPaymentEvent } from './process-payment-event';
import { type CallbackOutcome, findPayment, loadPaymentView, OPEN_STATUSES, type PaymentsDeps } from '../../modules/payments';

/** Outcomes of a status check that end an attempt, and are applied like the provider's callback. */
const FINAL: readonly CallbackOutcome[] = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'];

/**
 * pay.check: the member's attempt; while it is open the provider is asked (a webhook may be late or
 * lost) and a final answer goes through the callback workflow under a fixed event id, so polling applies it once.
 */
export async function checkPayment(deps: PaymentsDeps, memberId: string, paymentId: string, locale: Locale): Promise<PaymentView> {
  const row = await findPayment(deps.db, paymentId, memberId);
  const provider = deps.registry.provider(row.provider);
  if (provider && OPEN_STATUSES.includes(row.status)) {
    try {
      const status = await provider.checkStatus(row);
      if (FINAL.includes(status.outcome)) {
        await processPaymentEvent(deps, {
          ...status,
          provider: row.provider,
          eventId: `check:${row.id}:${status.outcome}`,
          type: 'status.check',
          paymentId: row.id,
          providerRef: row.providerRef,
          payload: status,
          actor: 'SYSTEM',
        });
      }
    } catch (err) {
      // The payer still sees the attempt as stored; the provider's webhook (or the next poll) settles it.
      deps.log.warn({ err, paymentId: row.id, provider: row.provider }, 'payment status check failed');
    }
  }
  return loadPaymentView(deps.db, row.id, memberId, locale);
}

/** pay.isPaid: whether the member's order is paid in full. */
export async function isOrderPaid(db: Db, memberId: string, orderId: string): Promise<PayIsPaidView> {
  const order = await payableOrderOf(db, memberId, orderId);
  return {
    orderId: order.id,
    isPaid: order.paidAt !== null && order.payableMinor === 0,
    orderStatus: order.status,
    paidMinor: order.paidMinor,
    payableMinor: order.payableMinor,
  };
}
