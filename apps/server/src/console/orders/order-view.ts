import type { Locale } from '@sme/shared/constants';
import { type ConsoleOrderSummary, type ConsoleOrderView, consoleOrderActions } from '@sme/shared/schemas/console-orders';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { localised } from '../../modules/catalogue';
import { type OrderRecord, orderView } from '../../modules/orders/order-view';

/** Orders as the back office sees them: the buyer unmasked, the member and merchants named, what staff can do. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** console.order.detail: the member's view (without the member's pickup code: staff scan it) plus the payments and actions. */
export function consoleOrderView(record: OrderRecord, locale: Locale, payments: PaymentView[]): ConsoleOrderView {
  const { order, lines } = record;
  return {
    ...orderView(record, locale, { pickupKey: null }),
    memberId: order.memberId,
    merchantIds: [...new Set(lines.map((l) => l.merchantId))],
    paidMinor: order.paidMinor,
    payments,
    consoleActions: consoleOrderActions(order),
  };
}

/** One order of console.order.list. */
export function consoleOrderSummary({ order, lines }: OrderRecord, locale: Locale): ConsoleOrderSummary {
  const merchants = new Map(lines.map((l) => [l.merchantId, localised(locale, l.merchantNameEn, l.merchantNameZh) ?? '']));
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    memberId: order.memberId,
    buyer: { name: order.buyerName, phone: order.buyerPhone, email: order.buyerEmail },
    currency: order.currency,
    totalMinor: order.totalMinor,
    payableMinor: order.payableMinor,
    paidMinor: order.paidMinor,
    deliveryType: order.deliveryType,
    isCashOnDelivery: order.isCashOnDelivery,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    merchants: [...merchants].map(([id, name]) => ({ id, name })),
    logistics: { company: order.logisticsCompany, number: order.logisticsNo },
    paidAt: iso(order.paidAt),
    createdAt: order.createdAt.toISOString(),
    consoleActions: consoleOrderActions(order),
  };
}
