import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { ORDER_STATUSES, type OrderStatus } from '@sme/shared/order-status';
import type { GuestOrderView, OrderCountView, OrderListQuery, OrderListView, OrderView } from '@sme/shared/schemas/orders';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { guestOrderView, orderRecord, orderSummaryView, orderView, withDetails } from './order-view';
import { orders } from './orders.tables';

/**
 * Reading orders. A member's queries always filter by the session's member id, so another member's order
 * answers 404 exactly like one that does not exist; the guest lookup needs the order number and the buyer's mobile.
 */

const notFound = () => new AppError(Codes.NOT_FOUND, { messageKey: Codes.ORDER_NOT_FOUND.key });

/** order.detail: the member's order with the pickup QR code when it is waiting to be collected. */
export async function orderDetail(db: Database, memberId: string, id: string, locale: Locale, pickupKey: Buffer): Promise<OrderView> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)));
  if (!row) throw notFound();
  return orderView(await orderRecord(db, row), locale, { pickupKey });
}

/** order.detailByMobile: a guest's lookup by order number and buyer mobile (E.164); no QR code, email masked, address reduced to its district. */
export async function orderByMobile(db: Database, orderNo: string, phone: string, locale: Locale): Promise<GuestOrderView> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.buyerPhone, phone)));
  if (!row) throw notFound();
  return guestOrderView(await orderRecord(db, row), locale);
}

/** order.list: the member's orders in these statuses (none = all), newest first, one page. */
export async function listOrders(db: Database, memberId: string, query: OrderListQuery, locale: Locale): Promise<OrderListView> {
  const where = and(eq(orders.memberId, memberId), query.status.length > 0 ? inArray(orders.status, query.status) : undefined);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const records = await withDetails(db, rows);
  return { list: records.map((r) => orderSummaryView(r, locale)), total, page: query.page, size: query.size, pages: Math.ceil(total / query.size) };
}

/** order.countByStatus: every status with the member's count of it (0 included), for the tabs. */
export async function countByStatus(db: Database, memberId: string): Promise<OrderCountView> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.memberId, memberId)).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) counts[r.status] = r.n;
  return { counts, total: rows.reduce((sum, r) => sum + r.n, 0) };
}

/** Orders whose money went back to the member: what they paid there is not spending. */
const REFUNDED_STATUSES: OrderStatus[] = ['REFUND_ORDERED', 'REFUND_CLOSED'];

/** A member's order count and money paid on orders not refunded, per currency (the back office's member detail). */
export async function memberOrderTotals(
  db: Database,
  memberId: string,
): Promise<{ ordersCount: number; spent: Array<{ currency: string; amountMinor: number }> }> {
  const [[counted], spent] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId)),
    db
      .select({ currency: orders.currency, amountMinor: sql<string>`coalesce(sum(${orders.paidMinor}), 0)::text` })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), notInArray(orders.status, REFUNDED_STATUSES), sql`${orders.paidMinor} > 0`))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
  ]);
  return { ordersCount: counted?.n ?? 0, spent: spent.map((r) => ({ currency: r.currency, amountMinor: Number(r.amountMinor) })) };
}
