import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { orderLines, orders, orderStatusEvents } from './orders.tables';

/**
 * What checkout writes of a new order, inside its one transaction: the priced row that claims the client's
 * idempotency key, the lines and the first timeline step.
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

/**
 * Order numbers: SO + the Hong Kong year + at least 6 digits of a sequence that never repeats, drawn inside the
 * order's insert (no round trip of its own).
 */
function nextOrderNo(now: Date) {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(now);
  return sql<string>`(select ${`SO${year}`} || lpad(s.n, greatest(6, length(s.n)), '0') from (select nextval('order_no_seq')::text as n) s)`;
}

/**
 * Inserts the priced order under the member's idempotency key (ON CONFLICT DO NOTHING): its row, or null when the key
 * already has an order (a concurrent submit with the same key waits here for the first one's commit).
 */
export async function claimOrderKey(tx: Tx, claim: OrderClaim, pricing: OrderPricing): Promise<typeof orders.$inferSelect | null> {
  const [row] = await tx
    .insert(orders)
    .values({
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
    .returning();
  return row ?? null;
}

/** Inserts the order's lines; answers them as stored, in their order. */
export async function insertOrderLines(tx: Tx, orderId: string, lines: readonly NewOrderLine[]): Promise<Array<typeof orderLines.$inferSelect>> {
  const rows = await tx
    .insert(orderLines)
    .values(lines.map((line) => ({ orderId, ...line })))
    .returning();
  return rows.sort((a, b) => a.sort - b.sort);
}

/** Records the order's first timeline step: placed by the member, awaiting payment; answers it as stored. */
export async function recordOrderPlaced(tx: Tx, orderId: string, at: Date): Promise<typeof orderStatusEvents.$inferSelect> {
  const [row] = await tx.insert(orderStatusEvents).values({ orderId, fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'MEMBER', at }).returning();
  if (!row) throw new Error('order status event not inserted');
  return row;
}

/** The id of the member's order made under this idempotency key, or null when there is none (yet). */
export async function orderIdByKey(db: Db, memberId: string, idempotencyKey: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return existing?.id ?? null;
}
