import type { Locale } from '@sme/shared/constants';
import { memberActions } from '@sme/shared/order-status';
import { maskEmail } from '@sme/shared/masking';
import type { GuestOrderView, OrderLineView, OrderSummaryView, OrderView } from '@sme/shared/schemas/orders';
import { asc, inArray } from 'drizzle-orm';
import { localised } from '../catalogue';
import { amountsView } from './order-amounts';
import type { Db } from '../../db/client';
import { orderLines, orderStatusEvents, type orders } from './orders.tables';
import { signPickupCode } from './pickup-code';
import { pickupPointView } from './pickup-points';

/**
 * Stored orders as the API answers them, in the reader's language: names come from the copies the lines keep
 * (English for en_US, the Chinese copy for zh_TW, converted to Simplified for zh_CN), never from the catalogue
 * as it is today.
 */

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderStatusEvents.$inferSelect;

/** An order with its lines (in order) and its status timeline (oldest first). */
export interface OrderRecord {
  order: OrderRow;
  lines: LineRow[];
  events: EventRow[];
}

/** How much of the order the reader may see. */
export interface OrderViewOptions {
  /** Key of the pickup QR code (pickup-code.ts); null = never answer a pickupQr (guest lookup). */
  pickupKey: Buffer | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const text = (locale: Locale, en: string, zh: string) => localised(locale, en, zh) ?? '';

/**
 * order.detailByMobile: what someone holding only the order number and the buyer's phone may read: the buyer email
 * masked, the delivery address reduced to where it goes (area, country, city or Hong Kong district), not to whom.
 */
export function guestOrderView(record: OrderRecord, locale: Locale): GuestOrderView {
  const view = orderView(record, locale, { pickupKey: null });
  const { address } = record.order;
  return {
    ...view,
    buyer: { ...view.buyer, email: maskEmail(view.buyer.email) },
    address: address && { area: address.area, countryCode: address.countryCode, city: address.city },
  };
}

/** Loads the lines and timelines of these orders in two queries. */
export async function withDetails(db: Db, rows: readonly OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.sort));
  const events = await db
    .select()
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, ids))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
  return rows.map((order) => ({ order, lines: lines.filter((l) => l.orderId === order.id), events: events.filter((e) => e.orderId === order.id) }));
}

/** One order's lines and timeline. */
export async function orderRecord(db: Db, order: OrderRow): Promise<OrderRecord> {
  const [record] = await withDetails(db, [order]);
  return record ?? { order, lines: [], events: [] };
}

function lineView(line: LineRow, locale: Locale): OrderLineView {
  return {
    id: line.id,
    productId: line.productId,
    name: text(locale, line.productNameEn, line.productNameZh),
    imageUrl: line.imageUrl,
    merchant: { id: line.merchantId, name: text(locale, line.merchantNameEn, line.merchantNameZh) },
    specification: line.specification,
    priceMode: line.priceMode,
    unitPriceMinor: line.unitPriceMinor,
    quantity: line.quantity,
    subtotalMinor: line.subtotalMinor,
    couponDiscountMinor: line.couponDiscountMinor,
    promoDiscountMinor: line.promoDiscountMinor,
    vipDiscountMinor: line.vipDiscountMinor,
    totalMinor: line.totalMinor,
  };
}

function merchantNamesOf(lines: readonly LineRow[], locale: Locale): Map<string, string> {
  return new Map(lines.map((l) => [l.merchantId, text(locale, l.merchantNameEn, l.merchantNameZh)]));
}

function pickupQr(order: OrderRow, key: Buffer | null): string | null {
  const isPickup = order.deliveryType === 'STORE_PICKUP' || order.deliveryType === 'PICKUP_LOCKER';
  return key && isPickup && order.status === 'PENDING_PICKUP' ? signPickupCode(order.orderNo, key) : null;
}

/** order.detail (and order.detailByMobile with the guest options). */
export function orderView({ order, lines, events }: OrderRecord, locale: Locale, options: OrderViewOptions): OrderView {
  return {
    ...amountsView(
      { ...order, vip: order.vipTier && order.vipPercent !== null ? { tier: order.vipTier, percent: order.vipPercent } : null },
      merchantNamesOf(lines, locale),
    ),
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    deliveryType: order.deliveryType,
    address: order.address,
    pickupPoint: order.pickupPoint && order.pickupPointId ? pickupPointView(order.pickupPointId, order.pickupPoint, locale) : null,
    buyer: { name: order.buyerName, phone: order.buyerPhone, email: order.buyerEmail },
    remark: order.remark,
    lines: lines.map((l) => lineView(l, locale)),
    promoCode: order.promoCode,
    isCashOnDelivery: order.isCashOnDelivery,
    paymentDueAt: iso(order.paymentDueAt),
    paidAt: iso(order.paidAt),
    paymentMethod: order.paymentMethod,
    logistics: { company: order.logisticsCompany, number: order.logisticsNo },
    pickupQr: pickupQr(order, options.pickupKey),
    timeline: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, actor: e.actor, at: e.at.toISOString() })),
    actions: memberActions(order.status),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** One order of order.list. */
export function orderSummaryView({ order, lines }: OrderRecord, locale: Locale): OrderSummaryView {
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    currency: order.currency,
    totalMinor: order.totalMinor,
    payableMinor: order.payableMinor,
    deliveryType: order.deliveryType,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    lines: lines
      .slice(0, 3)
      .map((l) => ({ name: text(locale, l.productNameEn, l.productNameZh), imageUrl: l.imageUrl, specification: l.specification, quantity: l.quantity })),
    merchants: [...new Set(merchantNamesOf(lines, locale).values())],
    paymentDueAt: iso(order.paymentDueAt),
    actions: memberActions(order.status),
    createdAt: order.createdAt.toISOString(),
  };
}
