import type { PricingLine } from '@sme/shared/pricing/types';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from './orders.tables';

/**
 * What other modules may read of orders by id (the back office's promotion usage reports): the order's number and buyer
 * to label a use, and its lines as the pricing engine saw them, so a coupon's share of an order can be worked out
 * again. Reads only; the caller has already decided the reader may see these orders.
 */

/** An order as a usage report labels it. */
export interface OrderRef {
  orderNo: string;
  buyerName: string;
  currency: string;
}

/** The orders with these ids (unknown ids are absent), keyed by id. */
export async function orderRefsByIds(db: Db, ids: readonly string[]): Promise<Map<string, OrderRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNo: orders.orderNo, buyerName: orders.buyerName, currency: orders.currency })
    .from(orders)
    .where(inArray(orders.id, unique));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

/** The lines of these orders as pricing lines (unit price and quantity as ordered), keyed by order id. */
export async function orderPricingLines(db: Db, ids: readonly string[]): Promise<Map<string, PricingLine[]>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, PricingLine[]>();
  if (unique.length === 0) return out;
  const rows = await db
    .select({ line: orderLines, currency: orders.currency, deliveryType: orders.deliveryType })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(orderLines.orderId, unique))
    .orderBy(asc(orderLines.orderId), asc(orderLines.sort));
  for (const { line, currency, deliveryType } of rows) {
    const list = out.get(line.orderId) ?? [];
    list.push({
      id: line.id,
      productId: line.productId,
      merchantId: line.merchantId,
      currency,
      unitPriceMinor: line.unitPriceMinor,
      quantity: line.quantity,
      deliveryType,
    });
    out.set(line.orderId, list);
  }
  return out;
}
