import { Codes } from '@sme/shared/codes';
import { type ConsoleRecordPaymentInput, canRecordPayment, consoleOrderActions } from '@sme/shared/schemas/console-orders';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import type { PaymentsDeps } from '../../modules/payments';
import { recordStaffPayment, refundOrderPayment } from '../payments';
import type { ConsoleActor } from '../../http/console-guard';
import { findConsoleOrder, orderAuditEntry } from './order-scope';

/**
 * Money in and out of an order from the back office, through the payments module's workflows: the
 * payment or refund, the order's status change and the audit entry commit in one transaction.
 */

/** What became of recorded money: anything but applied to the order rolls the recording back. */
const APPLIED = new Set(['PAID', 'PARTIALLY_PAID']);

/** console.order.recordPayment: an FPS transfer (unpaid order) or cash collected (cash-on-delivery order); else 6400. */
export async function recordOrderPayment(deps: PaymentsDeps, actor: ConsoleActor, input: ConsoleRecordPaymentInput): Promise<void> {
  const order = await findConsoleOrder(deps.db, actor, input.orderId);
  if (!canRecordPayment(order, input.method)) throw new AppError(Codes.INVALID_ORDER_STATE);
  await recordStaffPayment(deps, actor, { order, method: input.method, receivedMinor: input.receivedMinor }, async (tx, result) => {
    // The order moved meanwhile (paid, closed): the money was not applied, so nothing of this is kept.
    if (result.outcome !== 'PROCESSED' || !APPLIED.has(result.note ?? '')) throw new AppError(Codes.INVALID_ORDER_STATE);
    await recordAudit(
      tx,
      await orderAuditEntry(tx, actor, 'console.order.recordPayment', order, {
        method: input.method,
        receivedMinor: input.receivedMinor,
        paymentId: result.paymentId,
      }),
    );
  });
}

/** console.order.refund: the order's money back through its payment provider (all that is left unless amountMinor). */
export async function refundOrder(deps: PaymentsDeps, actor: ConsoleActor, input: { id: string; amountMinor?: number; reason: string }): Promise<void> {
  const order = await findConsoleOrder(deps.db, actor, input.id);
  if (!consoleOrderActions(order).includes('REFUND')) throw new AppError(Codes.INVALID_ORDER_STATE);
  await refundOrderPayment(deps, actor, { orderId: order.id, amountMinor: input.amountMinor, reason: input.reason }, async (tx, refund) => {
    await recordAudit(
      tx,
      await orderAuditEntry(tx, actor, 'console.order.refund', order, {
        refundId: refund.id,
        paymentId: refund.paymentId,
        amountMinor: refund.amountMinor,
        reason: input.reason,
      }),
    );
  });
}
