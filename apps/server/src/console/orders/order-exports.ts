import type { OrderStatus } from '@sme/shared/order-status';
import { type SQL, and, asc, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ConsoleActor } from '../../http/console-guard';
import { consoleOrderScope } from './order-scope';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../modules/orders/orders.tables';

/**
 * Orders as the back office's reports and exports read them, always within the actor's reach
 * (console-order-scope.ts). Exports walk the orders with a keyset cursor in batches, so a 100,000-order export
 * holds one batch at a time; the cursor is the order number (unique, indexed, and increasing with creation within
 * a year), which keeps each batch an index range scan on PGlite and PostgreSQL alike.
 */

/** Which orders a report or export covers: created within [from, to) (instants), with one of the statuses (none = all). */
export interface OrderExportFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  statuses: readonly OrderStatus[];
}

/** One order line as exports show it. */
export type ExportOrderLine = Pick<
  typeof orderLines.$inferSelect,
  | 'merchantNameEn'
  | 'merchantNameZh'
  | 'productNameEn'
  | 'productNameZh'
  | 'specification'
  | 'unitPriceMinor'
  | 'quantity'
  | 'subtotalMinor'
  | 'couponDiscountMinor'
  | 'promoDiscountMinor'
  | 'vipDiscountMinor'
  | 'totalMinor'
>;

/** One order with its lines as exports show it. */
export type ExportOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNo'
  | 'createdAt'
  | 'status'
  | 'currency'
  | 'buyerName'
  | 'buyerPhone'
  | 'buyerEmail'
  | 'deliveryType'
  | 'goodsSubtotalMinor'
  | 'couponDiscountMinor'
  | 'promoDiscountMinor'
  | 'vipDiscountMinor'
  | 'freightMinor'
  | 'totalMinor'
  | 'paidMinor'
  | 'paidAt'
  | 'paymentMethod'
> & { lines: ExportOrderLine[] };

/** Orders per export batch: large enough that round trips do not dominate, small enough that memory stays flat. */
export const EXPORT_BATCH_SIZE = 1000;

function filterOf(
  actor: ConsoleActor,
  filter: OrderExportFilter,
  timeColumn: typeof orders.createdAt | typeof orders.paidAt = orders.createdAt,
): SQL | undefined {
  return and(
    consoleOrderScope(actor),
    filter.statuses.length > 0 ? inArray(orders.status, [...filter.statuses]) : undefined,
    filter.from ? gte(timeColumn, filter.from) : undefined,
    filter.to ? lt(timeColumn, filter.to) : undefined,
  );
}

/** The actor's orders matching the filter, by order number, in batches of `batchSize` (each with its lines). */
export async function* streamConsoleOrders(
  db: Db,
  actor: ConsoleActor,
  filter: OrderExportFilter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportOrder[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        status: orders.status,
        currency: orders.currency,
        buyerName: orders.buyerName,
        buyerPhone: orders.buyerPhone,
        buyerEmail: orders.buyerEmail,
        deliveryType: orders.deliveryType,
        goodsSubtotalMinor: orders.goodsSubtotalMinor,
        couponDiscountMinor: orders.couponDiscountMinor,
        promoDiscountMinor: orders.promoDiscountMinor,
        vipDiscountMinor: orders.vipDiscountMinor,
        freightMinor: orders.freightMinor,
        totalMinor: orders.totalMinor,
        paidMinor: orders.paidMinor,
        paidAt: orders.paidAt,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(and(filterOf(actor, filter), after === null ? undefined : gt(orders.orderNo, after)))
      .orderBy(asc(orders.orderNo))
      .limit(batchSize);
    if (rows.length === 0) return;
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        merchantNameEn: orderLines.merchantNameEn,
        merchantNameZh: orderLines.merchantNameZh,
        productNameEn: orderLines.productNameEn,
        productNameZh: orderLines.productNameZh,
        specification: orderLines.specification,
        unitPriceMinor: orderLines.unitPriceMinor,
        quantity: orderLines.quantity,
        subtotalMinor: orderLines.subtotalMinor,
        couponDiscountMinor: orderLines.couponDiscountMinor,
        promoDiscountMinor: orderLines.promoDiscountMinor,
        vipDiscountMinor: orderLines.vipDiscountMinor,
        totalMinor: orderLines.totalMinor,
      })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.sort));
    const byOrder = new Map<string, ExportOrderLine[]>();
    for (const { orderId, ...line } of lines) {
      const list = byOrder.get(orderId);
      if (list) list.push(line);
      else byOrder.set(orderId, [line]);
    }
    yield rows.map((r) => ({ ...r, lines: byOrder.get(r.id) ?? [] }));
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]?.orderNo ?? null;
  }
}

/** Hong Kong has no daylight saving: its calendar day of an instant is the UTC day of the instant plus 8 hours. */
const hkDay = (column: typeof orders.createdAt | typeof orders.paidAt) => sql<string>`to_char(${column} + interval '8 hours', 'YYYY-MM-DD')`;

/** Orders created per Hong Kong day and currency. */
export interface CreatedDay {
  day: string;
  currency: string;
  orders: number;
}

/** Fully paid orders per Hong Kong day of payment and currency: how many, their totals, the money received. */
export interface PaidDay {
  day: string;
  currency: string;
  orders: number;
  salesMinor: number;
  receivedMinor: number;
}

/** The actor's orders created per day in the filter's range. */
export async function consoleOrdersCreatedByDay(db: Db, actor: ConsoleActor, filter: OrderExportFilter): Promise<CreatedDay[]> {
  const day = hkDay(orders.createdAt);
  const rows = await db
    .select({ day, currency: orders.currency, orders: sql<string>`count(*)` })
    .from(orders)
    .where(filterOf(actor, filter))
    .groupBy(day, orders.currency);
  return rows.map((r) => ({ ...r, orders: Number(r.orders) }));
}

/** The actor's orders paid per day in the filter's range (the range applies to the pay time). */
export async function consoleOrdersPaidByDay(db: Db, actor: ConsoleActor, filter: OrderExportFilter): Promise<PaidDay[]> {
  const day = hkDay(orders.paidAt);
  const rows = await db
    .select({
      day,
      currency: orders.currency,
      orders: sql<string>`count(*)`,
      salesMinor: sql<string>`coalesce(sum(${orders.totalMinor}), 0)`,
      receivedMinor: sql<string>`coalesce(sum(${orders.paidMinor}), 0)`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), filterOf(actor, filter, orders.paidAt)))
    .groupBy(day, orders.currency);
  // Sums come back as numeric text; minor units stay far inside the safe integer range.
  return rows.map((r) => ({
    day: r.day,
    currency: r.currency,
    orders: Number(r.orders),
    salesMinor: Number(r.salesMinor),
    receivedMinor: Number(r.receivedMinor),
  }));
}

/** Of these order ids, those within the actor's reach and with one of the statuses (none = all). */
export async function consoleOrderIdsInReach(db: Db, actor: ConsoleActor, ids: readonly string[], statuses: readonly OrderStatus[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), filterOf(actor, { statuses })));
  return new Set(rows.map((r) => r.id));
}
