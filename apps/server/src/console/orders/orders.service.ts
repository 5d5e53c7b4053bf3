import { hkDayRange } from '@sme/shared/hk-day';
import type { Locale } from '@sme/shared/constants';
import type { ConsoleOrderListQuery, ConsoleOrderListView, ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { and, count, desc, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { paymentsOfOrder } from '../payments';
import type { ConsoleActor } from '../../http/console-guard';
import { consoleOrderScope, findConsoleOrder } from './order-scope';
import { consoleOrderSummary, consoleOrderView } from './order-view';
import { orderRecord, withDetails } from '../../modules/orders/order-view';
import { orderLines, orders } from '../../modules/orders/orders.tables';

/** Reading orders in the back office: always within the actor's reach (console-order-scope.ts). */

/** A search term taken literally by LIKE. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** console.order.list: the actor's orders matching the filters, newest first, one page. */
export async function listConsoleOrders(db: Database, actor: ConsoleActor, query: ConsoleOrderListQuery, locale: Locale): Promise<ConsoleOrderListView> {
  const term = query.q ? likeTerm(query.q) : null;
  const created = hkDayRange(query.from, query.to);
  const where = and(
    consoleOrderScope(actor),
    query.status.length > 0 ? inArray(orders.status, query.status) : undefined,
    term ? or(ilike(orders.orderNo, term), ilike(orders.buyerPhone, term), ilike(orders.buyerEmail, term)) : undefined,
    created.from ? gte(orders.createdAt, created.from) : undefined,
    created.to ? lt(orders.createdAt, created.to) : undefined,
    query.merchantId
      ? sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.merchantId} = ${query.merchantId})`
      : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const records = await withDetails(db, rows);
  return { list: records.map((r) => consoleOrderSummary(r, locale)), total: counted?.n ?? 0, page: query.page, size: query.size };
}

/** console.order.detail: the actor's order with its payments; another merchant's answers 404. */
export async function consoleOrderDetail(db: Db, actor: ConsoleActor, id: string, locale: Locale): Promise<ConsoleOrderView> {
  const order = await findConsoleOrder(db, actor, id);
  const payments = await paymentsOfOrder(db, order, locale);
  return consoleOrderView(await orderRecord(db, order), locale, payments);
}
