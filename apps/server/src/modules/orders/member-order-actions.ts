import { Codes } from '@sme/shared/codes';
import { type MemberOrderAction, canPayOnDelivery, memberActions } from '@sme/shared/order-status';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { lockMemberOrder, releaseOrderHoldings, transitionOrder } from './order-transitions';
import type { orders } from './orders.tables';

/**
 * The member's own order actions (spec section 4): cancel (while awaiting payment), confirm receipt (while
 * awaiting receipt), and switching an unpaid Hong Kong home delivery to cash on delivery. Each runs in one
 * transaction on the locked order; a refused one answers 6400 and changes nothing.
 */

type OrderRow = typeof orders.$inferSelect;

function requireAction(order: OrderRow, action: MemberOrderAction): void {
  if (!memberActions(order.status).includes(action)) throw new AppError(Codes.INVALID_ORDER_STATE);
}

/** order.cancel: AWAITING_PAYMENT → CANCELLED; stock, promo code use and coupons are given back. */
export async function cancelOrder(db: Database, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, memberId, id);
    requireAction(order, 'CANCEL');
    await transitionOrder(tx, order, { to: 'CANCELLED', actor: 'MEMBER', now, set: { paymentDueAt: null } });
    await releaseOrderHoldings(tx, order.id);
  });
}

/** order.confirm: AWAITING_RECEIPT → COMPLETED. */
export async function confirmReceipt(db: Database, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, memberId, id);
    requireAction(order, 'CONFIRM_RECEIPT');
    await transitionOrder(tx, order, { to: 'COMPLETED', actor: 'MEMBER', now });
  });
}

/**
 * order.updateDeliveryCod: an unpaid home delivery in Hong Kong is paid in cash to the courier instead, so it
 * goes to PREPARING with no payment deadline (the payment-timeout job then leaves it alone).
 */
export async function switchToCashOnDelivery(db: Database, memberId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockMemberOrder(tx, memberId, id);
    if (!canPayOnDelivery(order)) throw new AppError(Codes.INVALID_ORDER_STATE);
    await transitionOrder(tx, order, { to: 'PREPARING', actor: 'MEMBER', now, set: { isCashOnDelivery: true, paymentDueAt: null }, note: 'CASH_ON_DELIVERY' });
  });
}
