import { Codes } from '@sme/shared/codes';
import { type ConsoleOrderAction, type ConsoleShipInput, consoleOrderActions } from '@sme/shared/schemas/console-orders';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { staffActorOf } from '../../modules/payments';
import type { ConsoleActor } from '../../http/console-guard';
import { lockConsoleOrder, orderAuditEntry } from './order-scope';
import { releaseOrderHoldings, transitionOrder } from '../../modules/orders/order-transitions';
import type { orders } from '../../modules/orders/orders.tables';
import { verifyPickupCode } from '../../modules/orders/pickup-code';

/**
 * Staff moving an order along: ship, verify a pickup, complete, cancel. Each runs in one transaction on
 * the locked order within the actor's reach: the status change (state machine, timeline) and its audit entry
 * commit together; an action the order does not offer answers 6400 and changes nothing.
 */

type OrderRow = typeof orders.$inferSelect;

function requireAction(order: OrderRow, action: ConsoleOrderAction): void {
  if (!consoleOrderActions(order).includes(action)) throw new AppError(Codes.INVALID_ORDER_STATE);
}

async function act(db: Database, actor: ConsoleActor, id: string, run: (tx: Tx, order: OrderRow) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => run(tx, await lockConsoleOrder(tx, actor, { id })));
}

/** console.order.ship: a home delivery in PREPARING handed to a courier → AWAITING_RECEIPT with the tracking number. */
export function shipOrder(db: Database, actor: ConsoleActor, input: ConsoleShipInput, now: Date): Promise<void> {
  return act(db, actor, input.id, async (tx, order) => {
    requireAction(order, 'SHIP');
    const logistics = { logisticsCompany: input.logisticsCompany, logisticsNo: input.logisticsNo };
    await transitionOrder(tx, order, { to: 'AWAITING_RECEIPT', actor: staffActorOf(actor), now, set: logistics, note: 'SHIPPED' });
    await recordAudit(tx, await orderAuditEntry(tx, actor, 'console.order.ship', order, logistics));
  });
}

/** console.order.complete: virtual goods delivered (PREPARING) or a delivery past its receipt (AWAITING_RECEIPT) → COMPLETED. */
export function completeOrder(db: Database, actor: ConsoleActor, id: string, now: Date): Promise<void> {
  return act(db, actor, id, async (tx, order) => {
    requireAction(order, 'COMPLETE');
    await transitionOrder(tx, order, { to: 'COMPLETED', actor: staffActorOf(actor), now });
    await recordAudit(tx, await orderAuditEntry(tx, actor, 'console.order.complete', order, { from: order.status }));
  });
}

/** console.order.cancel: an unpaid order → CANCELLED; its stock, promo code use and coupons are given back. */
export function cancelOrderByStaff(db: Database, actor: ConsoleActor, input: { id: string; reason: string }, now: Date): Promise<void> {
  return act(db, actor, input.id, async (tx, order) => {
    requireAction(order, 'CANCEL');
    await transitionOrder(tx, order, { to: 'CANCELLED', actor: staffActorOf(actor), now, set: { paymentDueAt: null }, note: input.reason });
    await releaseOrderHoldings(tx, order.id);
    await recordAudit(tx, await orderAuditEntry(tx, actor, 'console.order.cancel', order, { reason: input.reason }));
  });
}

/**
 * console.order.verifyPickup: the member's pickup QR code (pickup-code.ts) scanned or typed → the order COMPLETED.
 * A value that is not a genuine code answers 400; a genuine code of an order outside the actor's reach 404.
 * Answers the order's id.
 */
export async function verifyPickup(db: Database, actor: ConsoleActor, code: string, pickupKey: Buffer, now: Date): Promise<string> {
  const orderNo = verifyPickupCode(code, pickupKey);
  if (!orderNo) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'console.order.pickupCodeInvalid' });
  return db.transaction(async (tx) => {
    const order = await lockConsoleOrder(tx, actor, { orderNo });
    requireAction(order, 'VERIFY_PICKUP');
    await transitionOrder(tx, order, { to: 'COMPLETED', actor: staffActorOf(actor), now, note: 'PICKUP_VERIFIED' });
    await recordAudit(tx, await orderAuditEntry(tx, actor, 'console.order.verifyPickup', order));
    return order.id;
  });
}
