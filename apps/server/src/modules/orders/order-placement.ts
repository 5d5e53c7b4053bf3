import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { orderLines, orders, orderStatusEvents } from './orders.tables';

/**
 * What checkout writes of a new order, inside its one transaction: the row that claims the client's idempotency key
 * (with placeholder amounts), the priced fields over those placeholders, the lines and the first timeline step. The
 * same transaction replaces the placeholders before it commits, so nobody else ever sees them.
 */

/** Who orders, under which key, with which delivery and buyer: what the claiming row holds before it is priced. */
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

/** The priced fields of an order, stored over the claiming row's placeholders. */
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

/** Order numbers: SO + the Hong Kong year + at least 6 digits of a sequence that never repeats. */
async function nextOrderNo(tx: Tx, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('order_no_seq')::text AS n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? '0';
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(now);
  return `SO${year}${n.padStart(6, '0')}`;
}

/** Inserts the order row under the member's idempotency key (ON CONFLICT DO NOTHING): its id, or null when the key already has an order. */
export async function claimOrderKey(tx: Tx, claim: OrderClaim): Promise<string | null> {
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: await nextOrderNo(tx, claim.now),
      memberId: claim.memberId,
      idempotencyKey: claim.idempotencyKey,
      status: 'AWAITING_PAYMENT',
      // Placeholders until storePricedOrder, in this same transaction.
      currency: '',
      deliveryType: claim.deliveryType,
      buyerName: claim.buyerName,
      buyerPhone: claim.buyerPhone,
      buyerEmail: claim.buyerEmail,
      goodsSubtotalMinor: 0,
      totalMinor: 0,
      payableMinor: 0,
      createdAt: claim.now,
      updatedAt: claim.now,
    })
    .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return row?.id ?? null;
}

/** Stores the priced fields over the claiming row's placeholders. */
export async function storePricedOrder(tx: Tx, orderId: string, pricing: OrderPricing): Promise<void> {
  await tx.update(orders).set(pricing).where(eq(orders.id, orderId));
}

/** Inserts the order's lines. */
export async function insertOrderLines(tx: Tx, orderId: string, lines: readonly NewOrderLine[]): Promise<void> {
  await tx.insert(orderLines).values(lines.map((line) => ({ orderId, ...line })));
}

/** Records the order's first timeline step: placed by the member, awaiting payment. */
export async function recordOrderPlaced(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx.insert(orderStatusEvents).values({ orderId, fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'MEMBER', at });
}

/** The id of the member's order made under this idempotency key, or null when there is none (yet). */
export async function orderIdByKey(db: Db, memberId: string, idempotencyKey: string): Promise<string | null> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return existing?.id ?? null;
}
