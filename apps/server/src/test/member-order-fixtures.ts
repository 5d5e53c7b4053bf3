import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderStatus } from '@sme/shared/order-status';
import type { Database } from '../db/client';
import { orders } from '../modules/orders/orders.tables';

/** What the console members tests need of an order: whose, its status, currency and how much was paid. */
export interface MemberOrder {
  status: OrderStatus;
  currency: string;
  paidMinor: number;
}

/** Stores an order of 200.00 for the member, with `paidMinor` of it paid (a member's totals, without going through checkout). */
export async function insertMemberOrder(db: Database, memberId: string, o: MemberOrder): Promise<void> {
  await db.insert(orders).values({
    orderNo: `SO-T${randomBytes(4).toString('hex')}`,
    memberId,
    idempotencyKey: randomUUID(),
    status: o.status,
    currency: o.currency,
    deliveryType: 'HOME_DELIVERY',
    buyerName: 'Chan Tai Man',
    buyerPhone: '+85261234567',
    buyerEmail: 'buyer@example.com',
    goodsSubtotalMinor: 20_000,
    totalMinor: 20_000,
    payableMinor: 20_000 - o.paidMinor,
    paidMinor: o.paidMinor,
  });
}

/** Stores a paid order of the member's with a given number (and optionally its courier and tracking number): the assistant's order tool reads it. */
export async function insertNumberedOrder(
  db: Database,
  memberId: string,
  o: { orderNo: string; status: OrderStatus; totalMinor: number; logisticsCompany?: string; logisticsNo?: string },
): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: o.orderNo,
      memberId,
      idempotencyKey: randomUUID(),
      status: o.status,
      currency: 'HKD',
      deliveryType: 'HOME_DELIVERY',
      buyerName: 'Chan Tai Man',
      buyerPhone: '+85261234567',
      buyerEmail: 'buyer@example.com',
      goodsSubtotalMinor: o.totalMinor,
      totalMinor: o.totalMinor,
      payableMinor: 0,
      paidMinor: o.totalMinor,
      logisticsCompany: o.logisticsCompany ?? null,
      logisticsNo: o.logisticsNo ?? null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not stored');
  return row.id;
}
