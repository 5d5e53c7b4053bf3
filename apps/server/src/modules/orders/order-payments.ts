import { Codes } from '@sme/shared/codes';
import { type OrderStatus, canPayOnDelivery } from '@sme/shared/order-status';
import type { OrderActor } from '@sme/shared/schemas/orders';
import type { PaymentMethod } from '@sme/shared/schemas/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { transitionOrder } from './order-transitions';
import { orders } from './orders.tables';

/**
 * What the payments module may know and change of an order: it reads the amounts it must charge and
 * reports money in and refunds out; the order's status follows through the state machine (transitionOrder).
 */

type OrderRow = typeof orders.$inferSelect;

/** An order as the payments module sees it. */
export interface PayableOrder {
  id: string;
  orderNo: string;
  memberId: string;
  status: OrderStatus;
  currency: string;
  payableMinor: number;
  paidMinor: number;
  paidAt: Date | null;
  paymentDueAt: Date | null;
  buyerEmail: string;
  isCashOnDelivery: boolean;
  /** Cash on delivery is possible: an unpaid home delivery in Hong Kong (the rule of order.updateDeliveryCod). */
  canPayOnDelivery: boolean;
}

/** Statuses in which an order still takes online payments. */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PARTIALLY_PAID'];

function payableOf(o: OrderRow): PayableOrder {
  return {
    id: o.id,
    orderNo: o.orderNo,
    memberId: o.memberId,
    status: o.status,
    currency: o.currency,
    payableMinor: o.payableMinor,
    paidMinor: o.paidMinor,
    paidAt: o.paidAt,
    paymentDueAt: o.paymentDueAt,
    buyerEmail: o.buyerEmail,
    isCashOnDelivery: o.isCashOnDelivery,
    canPayOnDelivery: canPayOnDelivery(o),
  };
}

/** The member's order for paying it; another member's (or none) answers 404. */
export async function payableOrderOf(db: Db, memberId: string, orderId: string): Promise<PayableOrder> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!row) throw new AppError(Codes.NOT_FOUND, { messageKey: Codes.ORDER_NOT_FOUND.key });
  return payableOf(row);
}

/** Orders by id, for payments the platform already holds (staff screens, callbacks): no member filter, the payment row is the proof. */
export async function payableOrdersByIds(db: Db, ids: readonly string[]): Promise<Map<string, PayableOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((r) => [r.id, payableOf(r)]));
}

/** The id of the order with this number (any case), for the payments back office's search; null when none. */
export async function orderIdByNo(db: Db, orderNo: string): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo.trim().toUpperCase()));
  return row?.id ?? null;
}

/** What became of money applied to an order. */
export type OrderPaymentResult = 'PAID' | 'PARTIALLY_PAID' | 'NOT_PAYABLE';

/** Money that arrived for an order. */
export interface OrderPayment {
  orderId: string;
  amountMinor: number;
  method: PaymentMethod;
  at: Date;
  actor: OrderActor;
}

const PICKUP_TYPES = new Set(['STORE_PICKUP', 'PICKUP_LOCKER']);

/** Cash-on-delivery orders already left AWAITING_PAYMENT (order.updateDeliveryCod): their cash is recorded without a status change. */
const COD_COLLECTABLE: readonly OrderStatus[] = ['PREPARING', 'AWAITING_RECEIPT', 'COMPLETED'];

/**
 * Applies money to the order inside the caller's transaction, on the locked row: paid in full → PREPARING (pickup
 * orders PENDING_PICKUP) with paidAt; less than the payable → PARTIALLY_PAID with the payable lowered; cash
 * collected on delivery → recorded, status unchanged. An order that can no longer take money (closed, cancelled,
 * already paid) answers NOT_PAYABLE and is left as it was.
 */
export async function applyOrderPayment(tx: Tx, payment: OrderPayment): Promise<OrderPaymentResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  if (!order) return 'NOT_PAYABLE';
  const isCod = order.isCashOnDelivery && COD_COLLECTABLE.includes(order.status) && order.paidAt === null;
  if (!PAYABLE_STATUSES.includes(order.status) && !isCod) return 'NOT_PAYABLE';

  const isFull = payment.amountMinor >= order.payableMinor;
  await tx
    .update(orders)
    .set({
      paidMinor: sql`${orders.paidMinor} + ${payment.amountMinor}`,
      payableMinor: sql`greatest(${orders.payableMinor} - ${payment.amountMinor}, 0)`,
      paymentMethod: payment.method,
      ...(isFull ? { paidAt: payment.at } : {}),
      updatedAt: payment.at,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
  if (isCod) return isFull ? 'PAID' : 'PARTIALLY_PAID';

  if (isFull) {
    const to: OrderStatus = PICKUP_TYPES.has(order.deliveryType) ? 'PENDING_PICKUP' : 'PREPARING';
    await transitionOrder(tx, order, { to, actor: payment.actor, now: payment.at, set: { paymentDueAt: null }, note: `PAID_${payment.method}` });
    return 'PAID';
  }
  // A second partial payment keeps the status (the machine has no PARTIALLY_PAID → PARTIALLY_PAID step).
  if (order.status === 'AWAITING_PAYMENT') {
    await transitionOrder(tx, order, {
      to: 'PARTIALLY_PAID',
      actor: payment.actor,
      now: payment.at,
      set: { paymentDueAt: null },
      note: `PARTIAL_${payment.method}`,
    });
  }
  return 'PARTIALLY_PAID';
}

/** Moves the order to REFUND_ORDERED (a refund was ordered, or money landed on a closed order); already there = nothing to do; else 6400. */
export async function markOrderRefundOrdered(tx: Tx, orderId: string, change: { actor: OrderActor; now: Date; note?: string }): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(Codes.NOT_FOUND, { messageKey: Codes.ORDER_NOT_FOUND.key });
  if (order.status === 'REFUND_ORDERED') return;
  await transitionOrder(tx, order, { to: 'REFUND_ORDERED', ...change, set: { paymentDueAt: null } });
}

/** The provider confirmed the refund: REFUND_ORDERED → REFUND_CLOSED (already closed = nothing to do). */
export async function markOrderRefundClosed(tx: Tx, orderId: string, change: { actor: OrderActor; now: Date; note?: string }): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status === 'REFUND_CLOSED') return;
  await transitionOrder(tx, order, { to: 'REFUND_CLOSED', ...change });
}

/** Money landed on a CLOSED order (paid after the window): it goes to REFUND_ORDERED so staff refund it. Other statuses stay. */
export async function flagClosedOrderForRefund(tx: Tx, orderId: string, change: { actor: OrderActor; now: Date; note?: string }): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status === 'CLOSED') await transitionOrder(tx, order, { to: 'REFUND_ORDERED', ...change });
}
