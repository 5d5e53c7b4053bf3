import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@sme/shared/order-status';
import type { Database } from '../db/client';
import { orderLines, orders } from '../modules/orders/orders.tables';
import { payments, refunds } from '../modules/payments/payments.tables';

/**
 * Reports tests' orders: stored directly with chosen times and amounts, so dashboards and exports can be
 * checked to the cent and across days (checkout always stamps "now").
 */

/** One line of a stored order. */
export interface ReportLine {
  merchantId: string;
  product: string;
  unitPriceMinor: number;
  quantity: number;
}

/** What a stored order needs; times are ISO instants. */
export interface ReportOrder {
  orderNo: string;
  status: OrderStatus;
  createdAt: string;
  paidAt?: string;
  buyerName?: string;
  freightMinor?: number;
  lines: ReportLine[];
  /** A succeeded refund of this much at this instant. */
  refund?: { amountMinor: number; at: string };
}

/** Stores the order (paid in full when paidAt is set) with its lines, and its refund; answers the order id. */
export async function insertReportOrder(db: Database, o: ReportOrder): Promise<string> {
  const goods = o.lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const total = goods + (o.freightMinor ?? 0);
  const memberId = randomUUID();
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: o.orderNo,
      memberId,
      idempotencyKey: randomUUID(),
      status: o.status,
      currency: 'HKD',
      deliveryType: 'HOME_DELIVERY',
      buyerName: o.buyerName ?? 'Chan Tai Man',
      buyerPhone: '+85261234567',
      buyerEmail: 'buyer@example.com',
      goodsSubtotalMinor: goods,
      freightMinor: o.freightMinor ?? 0,
      totalMinor: total,
      payableMinor: o.paidAt ? 0 : total,
      paidMinor: o.paidAt ? total : 0,
      paidAt: o.paidAt ? new Date(o.paidAt) : null,
      paymentMethod: o.paidAt ? 'CARD' : null,
      createdAt: new Date(o.createdAt),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not stored');
  await db.insert(orderLines).values(
    o.lines.map((l, sort) => ({
      orderId: row.id,
      productId: randomUUID(),
      merchantId: l.merchantId,
      merchantNameEn: 'Shop',
      merchantNameZh: '商店',
      productNameEn: l.product,
      productNameZh: `${l.product}（中）`,
      priceMode: 'retail' as const,
      unitPriceMinor: l.unitPriceMinor,
      quantity: l.quantity,
      subtotalMinor: l.unitPriceMinor * l.quantity,
      totalMinor: l.unitPriceMinor * l.quantity,
      sort,
    })),
  );
  if (o.refund) {
    const [payment] = await db
      .insert(payments)
      .values({ orderId: row.id, memberId, provider: 'test', method: 'CARD', status: 'SUCCEEDED', currency: 'HKD', amountMinor: total, receivedMinor: total })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment not stored');
    const at = new Date(o.refund.at);
    await db.insert(refunds).values({
      paymentId: payment.id,
      orderId: row.id,
      currency: 'HKD',
      amountMinor: o.refund.amountMinor,
      status: 'SUCCEEDED',
      requestedBy: memberId,
      createdAt: at,
      completedAt: at,
    });
  }
  return row.id;
}
