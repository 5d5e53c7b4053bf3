import type { OrderStatus } from '@sme/shared/order-status';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderStatusEvents, orders } from '../modules/orders/orders.tables';

/**
 * Payments tests' reads and writes of other modules' tables: the order as payments
 * left it — or as time or another actor would have set it before a payment lands.
 */

/** The order row as stored. */
export async function storedOrder(db: Database, id: string): Promise<typeof orders.$inferSelect> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}

/** Sets an order's status or currency directly. */
export async function setOrder(db: Database, id: string, set: { status?: OrderStatus; currency?: string }): Promise<void> {
  await db.update(orders).set(set).where(eq(orders.id, id));
}

/** An order's status timeline, oldest first. */
export function orderTimeline(db: Database, orderId: string): Promise<Array<typeof orderStatusEvents.$inferSelect>> {
  return db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
}
