import { randomUUID } from 'node:crypto';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { SQL, type Table, and, eq, getTableColumns, is, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { storedColumnName } from '../../db/column-names';
import { preparedPerDb } from '../../db/prepared';
import type { OrderRecord } from './order-view';
import { paymentTimeoutInsert, paymentTimeoutValues } from './payment-timeout';
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

const placeholder = sql.placeholder;

/**
 * The order number: SO + the Hong Kong year (the `orderNoPrefix` value) + at least 6 digits of a sequence that never
 * repeats, drawn inside the order's insert (no round trip of its own).
 */
const nextOrderNo = sql`(select ${placeholder('orderNoPrefix')}::text || lpad(s.n, greatest(6, length(s.n)), '0') from (select nextval('order_no_seq')::text as n) s)`;

/**
 * A row as a JSON object keyed by its table's column names, for jsonb_populate_record(set), which leaves an absent
 * key NULL: so every column is there, one the row leaves out with its default when that is a value (a default made by
 * SQL, such as now(), cannot be given here, so rows set those columns). The tables name their columns by
 * snake_casing the keys.
 */
function asColumns(table: Table, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const columns = Object.entries(getTableColumns(table));
  return Object.fromEntries(columns.map(([key, column]) => [storedColumnName(column), row[key] ?? (is(column.default, SQL) ? null : column.default) ?? null]));
}

/**
 * A write of another module that the order's statement also makes, where `ifPlaced` holds (the order row was
 * inserted); the rows it returns are counted (alsoRows). It is built once, into the prepared statement, so its values
 * are placeholders, given with each order. order.create removes the ordered cart lines with it.
 */
export interface AlsoWhenPlaced {
  /** Names the prepared statement that makes it. */
  name: string;
  write: (ifPlaced: SQL) => SQL;
}

/**
 * The order's one statement, prepared: the order row (from the `order` JSON value; its number drawn here) claiming
 * the client's idempotency key (ON CONFLICT DO NOTHING), and, only when that row was inserted, its lines and its
 * first timeline step (the `lines` and `event` JSON values), the job that closes it if unpaid by paymentDueAt
 * (paymentTimeoutValues) and `also`. Answers the order row as stored, or no row.
 */
function placementStatement(db: Db, also: AlsoWhenPlaced | undefined) {
  // The insert lists every column of the table in its order (drizzle's insert from a select); the select gives each
  // from the JSON object, the order number drawn from the sequence.
  const fromJson = sql.join(
    Object.values(getTableColumns(orders)).map((column) => (column === orders.orderNo ? nextOrderNo : sql`r.${sql.identifier(storedColumnName(column))}`)),
    sql`, `,
  );
  const order = db.$with('placed_order').as(
    db
      .insert(orders)
      .select(sql`select ${fromJson} from jsonb_populate_record(null::${orders}, ${placeholder('order')}::jsonb) r`)
      .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
      .returning(),
  );
  const ifPlaced = sql`exists (select 1 from ${order})`;
  const insertIfPlaced = (alias: string, table: Table, rows: string) =>
    db.$with(alias, {}).as(sql`insert into ${table} select r.* from jsonb_populate_recordset(null::${table}, ${placeholder(rows)}::jsonb) r where ${ifPlaced}`);
  const writes = [
    insertIfPlaced('placed_lines', orderLines, 'lines'),
    insertIfPlaced('placed_event', orderStatusEvents, 'event'),
    db.$with('placed_timeout', {}).as(paymentTimeoutInsert(ifPlaced)),
  ];
  const alsoWrite = also && db.$with('placed_also', {}).as(also.write(ifPlaced));
  return db
    .with(order, ...writes, ...(alsoWrite ? [alsoWrite] : []))
    .select({ ...order._.selectedFields, alsoRows: alsoWrite ? sql<number>`(select count(*) from ${alsoWrite})::int` : sql<number>`0` })
    .from(order)
    .prepare(also ? `order_place_with_${also.name}` : 'order_place');
}

/** Stores a new order; `alsoValues` are the values of the placement's `also` write. */
export type PlaceOrder = (
  tx: Tx,
  claim: OrderClaim,
  pricing: OrderPricing,
  newLines: readonly NewOrderLine[],
  alsoValues?: Readonly<Record<string, unknown>>,
) => Promise<(OrderRecord & { alsoRows: number }) | null>;

/**
 * Stores a new order in one prepared statement (placementStatement), with `also` when given: the priced row, which
 * claims the client's idempotency key, its lines, its first timeline step (placed by the member, awaiting payment)
 * and the job that closes it if unpaid by paymentDueAt. Answers the order as stored, or null when the key already
 * has an order (a concurrent submit with the same key waits here for the first one's commit). The lines and the step
 * are made here with their ids, so the answer needs no RETURNING of them: they are stored exactly as built.
 * Prepared, because building this statement anew was most of order.create's CPU (a profile of the shop bench).
 */
export function orderPlacement(also?: AlsoWhenPlaced): PlaceOrder {
  const statement = preparedPerDb((db) => placementStatement(db, also));
  return async (tx, claim, pricing, newLines, alsoValues = {}) => {
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
    const order = {
      id: orderId,
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
    } satisfies Omit<NewOrder, 'orderNo'>;
    const [row] = await statement(tx).execute({
      ...alsoValues,
      ...paymentTimeoutValues(orderId, pricing.paymentDueAt),
      order: JSON.stringify(asColumns(orders, order)),
      orderNoPrefix: `SO${HONG_KONG_YEAR.format(claim.now)}`,
      lines: JSON.stringify(lines.map((line) => asColumns(orderLines, line))),
      event: JSON.stringify([asColumns(orderStatusEvents, placed)]),
    });
    if (!row) return null;
    const { alsoRows, ...stored } = row;
    return { order: stored, lines: [...lines].sort((a, b) => a.sort - b.sort), events: [placed], alsoRows };
  };
}

/** The id of the member's order made under this idempotency key, or null when there is none (yet). */
export async function orderIdByKey(db: Db, memberId: string, idempotencyKey: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return existing?.id ?? null;
}
