import { Codes } from '@sme/shared/codes';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { AuditEntry } from '../audit';
import { type ConsoleActor, auditActor, canActOnMerchant } from '../../http/console-guard';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { orderLines, orders } from '../../modules/orders/orders.tables';

/**
 * Whose orders a console actor reaches: an admin any order; a merchant's staff only orders whose lines
 * are ALL their merchant's (an order shared with another merchant is the platform's to handle). Anything else
 * answers 404, like an order that does not exist, so ids of other merchants' orders do not leak.
 */

type OrderRow = typeof orders.$inferSelect;

const notFound = () => new AppError(Codes.NOT_FOUND, { messageKey: Codes.ORDER_NOT_FOUND.key });

/** The condition on `orders` that keeps the actor's orders (undefined: all of them). */
export function consoleOrderScope(actor: ConsoleActor): SQL | undefined {
  if (canActOnMerchant(actor, null)) return undefined;
  const merchantId = actor.merchantId;
  if (!merchantId) return sql`false`;
  return and(
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.merchantId} = ${merchantId})`,
    sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.merchantId} <> ${merchantId})`,
  );
}

/** The actor's order by id; 404 outside the actor's reach. */
export async function findConsoleOrder(db: Db, actor: ConsoleActor, id: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), consoleOrderScope(actor)));
  if (!row) throw notFound();
  return row;
}

/** The actor's order by id or order number, locked until the transaction ends; 404 outside the actor's reach. */
export async function lockConsoleOrder(tx: Tx, actor: ConsoleActor, by: { id: string } | { orderNo: string }): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and('id' in by ? eq(orders.id, by.id) : eq(orders.orderNo, by.orderNo), consoleOrderScope(actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The merchant an order belongs to for the audit log: its lines' one merchant, or null (several, i.e. the platform's). */
export async function merchantOfOrder(db: Db, orderId: string): Promise<string | null> {
  const rows = await db.selectDistinct({ merchantId: orderLines.merchantId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return rows.length === 1 ? (rows[0]?.merchantId ?? null) : null;
}

/** The audit entry of a console action on an order. */
export async function orderAuditEntry(
  db: Db,
  actor: ConsoleActor,
  action: string,
  order: Pick<OrderRow, 'id' | 'orderNo'>,
  detail: Record<string, unknown> = {},
): Promise<AuditEntry> {
  return {
    ...auditActor(actor),
    action,
    targetType: 'ORDER',
    targetId: order.id,
    merchantId: await merchantOfOrder(db, order.id),
    detail: { orderNo: order.orderNo, ...detail },
  };
}
