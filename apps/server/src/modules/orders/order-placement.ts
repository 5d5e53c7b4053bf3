import { randomUUID } from 'node:crypto';
import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { type SQL, type Table, and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { storedColumnName } from '../../db/column-names';
import type { OrderRecord } from './order-view';
import { paymentTimeoutInsert } from './payment-timeout';
import { orderLines, orders, orderStatusEvents } from './orders.tables';

type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderStatusEvents.$inferSelect;

/**
 * What checkout writes of a new order, inside its one transaction: the priced row that claims the client's
 * idempotency key, the lines and the first timeline step, in one statement.
 */

/** Who orders, under which key, with which delivery and buyer. */
export interface OrderClaim {
  memberId: string;
  idempotencyKey: string;
  deliveryType: DeliveryType;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string;
  now: Date;
}

type NewOrder = typeof orders.$inferInsert;

/** The priced fields of an order. */
export type OrderPricing = Required<
  Pick<
    NewOrder,
    | 'currency'
    | 'address'
    | 'area'
    | 'pickupPointId'
    | 'pickupPoint'
    | 'remark'
    | 'goodsSubtotalMinor'
    | 'couponDiscountMinor'
    | 'promoDiscountMinor'
    | 'vipDiscountMinor'
    | 'freightMinor'
    | 'totalMinor'
    | 'payableMinor'
    | 'promoCode'
    | 'couponInstanceIds'
    | 'vipTier'
    | 'vipPercent'
    | 'freight'
    | 'paymentDueAt'
  >
>;

/** An order line as stored, without its id and order. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** Made once: making a formatter costs more than building the whole insert (a CPU profile of order.create). */
const HONG_KONG_YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' });

/**
 * Order numbers: SO + the Hong Kong year + at least 6 digits of a sequence that never repeats, drawn inside the
 * order's insert (no round trip of its own).
 */
function nextOrderNo(now: Date) {
  const year = HONG_KONG_YEAR.format(now);
  return sql<string>`(select ${`SO${year}`} || lpad(s.n, greatest(6, length(s.n)), '0') from (select nextval('order_no_seq')::text as n) s)`;
}

/**
 * Rows as JSON objects keyed by their column names, for jsonb_populate_recordset: every column is present, so none
 * is left NULL where the table has a default (the tables name their columns by snake_casing the keys).
 */
function asColumns(table: Table, rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, storedColumnName(column)] as const);
  return JSON.stringify(rows.map((row) => Object.fromEntries(columns.map(([key, name]) => [name, row[key] ?? null]))));
}

/**
 * A write of another module that placeOrder runs inside the order's statement, made where `ifPlaced` holds (the order
 * row was inserted); the rows it returns are counted (alsoRows). order.create removes the ordered cart lines with it.
 */
export type AlsoWhenPlaced = (ifPlaced: SQL) => SQL;

/**
 * Stores a new order in one statement: the priced row, which claims the client's idempotency key (ON CONFLICT DO
 * NOTHING), with its lines, its first timeline step (placed by the member, awaiting payment) and the job that
 * closes it if unpaid by paymentDueAt, all inserted only when the order row was, and `alsoWhenPlaced` likewise.
 * Answers the order as stored, or null when the key already has an order (a concurrent submit with the same key waits
 * here for the first one's commit). The lines and the step are made here with their ids, so the answer needs no
 * RETURNING of them: they are stored exactly as built.
 */
export async function placeOrder(
  tx: Tx,
  claim: OrderClaim,
  pricing: OrderPricing,
  newLines: readonly NewOrderLine[],
  alsoWhenPlaced?: AlsoWhenPlaced,
): Promise<(OrderRecord & { alsoRows: number }) | null> {
  const orderId = randomUUID();
  const lines: LineRow[] = newLines.map((line) => ({
    ...line,
    id: randomUUID(),
    orderId,
    imageUrl: line.imageUrl ?? null,
    specification: line.specification ?? '',
    couponDiscountMinor: line.couponDiscountMinor ?? 0,
    promoDiscountMinor: line.promoDiscountMinor ?? 0,
    vipDiscountMinor: line.vipDiscountMinor ?? 0,
  }));
  const placed: EventRow = { id: randomUUID(), orderId, fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'MEMBER', note: null, at: claim.now };
  const order = tx.$with('placed_order').as(
    tx
      .insert(orders)
      .values({
        id: orderId,
        orderNo: nextOrderNo(claim.now),
        memberId: claim.memberId,
        idempotencyKey: claim.idempotencyKey,
        status: 'AWAITING_PAYMENT',
        deliveryType: claim.deliveryType,
        buyerName: claim.buyerName,
        buyerPhone: claim.buyerPhone,
        buyerEmail: claim.buyerEmail,
        ...pricing,
        createdAt: claim.now,
        updatedAt: claim.now,
      })
      .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
      .returning(),
  );
  const ifPlaced = sql`exists (select 1 from ${order})`;
  const insertIfPlaced = (alias: string, table: Table, rows: ReadonlyArray<Record<string, unknown>>) =>
    tx
      .$with(alias, {})
      .as(sql`insert into ${table} select r.* from jsonb_populate_recordset(null::${table}, ${asColumns(table, rows)}::jsonb) r where ${ifPlaced}`);
  const writes = [insertIfPlaced('placed_lines', orderLines, lines), insertIfPlaced('placed_event', orderStatusEvents, [placed])];
  if (pricing.paymentDueAt) writes.push(tx.$with('placed_timeout', {}).as(paymentTimeoutInsert(orderId, pricing.paymentDueAt, ifPlaced)));
  const also = alsoWhenPlaced && tx.$with('placed_also', {}).as(alsoWhenPlaced(ifPlaced));
  const [row] = await tx
    .with(order, ...writes, ...(also ? [also] : []))
    .select({ ...order._.selectedFields, alsoRows: also ? sql<number>`(select count(*) from ${also})::int` : sql<number>`0` })
    .from(order);
  if (!row) return null;
  const { alsoRows, ...stored } = row;
  return { order: stored, lines: [...lines].sort((a, b) => a.sort - b.sort), events: [placed], alsoRows };
}

/** The id of the member's order made under this idempotency key, or null when there is none (yet). */
export async function orderIdByKey(db: Db, memberId: string, idempotencyKey: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return existing?.id ?? null;
}
