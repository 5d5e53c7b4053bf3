import { Codes } from '@sme/shared/codes';
import { type OrderStatus, canTransition } from '@sme/shared/order-status';
import type { OrderActor } from '@sme/shared/schemas/orders';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { releaseOrderPromotions } from '../promotions';
import { releaseStock } from '../catalogue';
import type { DatabaseTx as Tx } from '../../db/client';
import { orderLines, orderStatusEvents, orders } from './orders.tables';

/**
 * The one way an order's status changes: along the state machine of packages/shared/order-status.ts,
 * with a conditional update (WHERE status = the status read), and a timeline row. An illegal or raced change
 * answers 6400 and changes nothing.
 */

type OrderRow = typeof orders.$inferSelect;

/** The member's order, locked until the transaction ends; another member's (or none) answers 404. */
export async function lockMemberOrder(tx: Tx, memberId: string, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)))
    .for('update');
  if (!row) throw new AppError(Codes.NOT_FOUND, { messageKey: Codes.ORDER_NOT_FOUND.key });
  return row;
}

/** A status change and what else changes with it. */
export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  now: Date;
  /** Other columns that change together with the status (payment deadline, cash on delivery, the courier's tracking). */
  set?: Partial<Pick<OrderRow, 'paymentDueAt' | 'isCashOnDelivery' | 'logisticsCompany' | 'logisticsNo'>>;
  note?: string;
}

/** Moves an order from the status it was read in to `change.to`; 6400 when the machine forbids it or it moved meanwhile. */
export async function transitionOrder(tx: Tx, order: OrderRow, change: StatusChange): Promise<OrderRow> {
  if (!canTransition(order.status, change.to)) throw new AppError(Codes.INVALID_ORDER_STATE);
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to, updatedAt: change.now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) throw new AppError(Codes.INVALID_ORDER_STATE);
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, fromStatus: order.status, toStatus: change.to, actor: change.actor, note: change.note ?? null, at: change.now });
  return updated;
}

/** Gives back what an unpaid order held: its stock, its promo code use and its coupons (cancel and payment timeout). */
export async function releaseOrderHoldings(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx.select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  await releaseStock(tx, lines);
  await releaseOrderPromotions(tx, orderId);
}
