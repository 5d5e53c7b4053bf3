/**
 * The order state machine of spec section 4. Transitions not shown by the spec are ours, chosen so
 * that money is never stranded: every state that may hold a payment can reach a refund.
 */

export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PARTIALLY_PAID',
  'PREPARING',
  'PENDING_PICKUP',
  'AWAITING_RECEIPT',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
  'REFUND_ORDERED',
  'REFUND_CLOSED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Allowed next states for each state. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // New order: paid in full (delivery → preparing, pickup → pending pickup), partly paid, cancelled by
  // the member, or closed when the payment window times out. Cash on delivery goes straight to preparing.
  AWAITING_PAYMENT: ['PARTIALLY_PAID', 'PREPARING', 'PENDING_PICKUP', 'CANCELLED', 'CLOSED'],
  // Partly paid: the rest arrives, or the window times out (closed, then refunded), or staff refund.
  PARTIALLY_PAID: ['PREPARING', 'PENDING_PICKUP', 'CLOSED', 'REFUND_ORDERED'],
  // Paid: shipped (awaiting receipt); virtual goods completed by the merchant; or refunded.
  PREPARING: ['AWAITING_RECEIPT', 'COMPLETED', 'REFUND_ORDERED'],
  // Pickup verified by its QR code, or refunded.
  PENDING_PICKUP: ['COMPLETED', 'REFUND_ORDERED'],
  // The member confirms receipt (or the merchant completes after the receipt window), or refunded.
  AWAITING_RECEIPT: ['COMPLETED', 'REFUND_ORDERED'],
  // After-sales refund.
  COMPLETED: ['REFUND_ORDERED'],
  CANCELLED: [],
  // A payment that lands on a closed order is flagged for refund.
  CLOSED: ['REFUND_ORDERED'],
  REFUND_ORDERED: ['REFUND_CLOSED'],
  REFUND_CLOSED: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order may move from one state to another. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** States with no way out. */
export function isTerminal(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** States in which the order's money has been received, at least partly. */
export const PAID_STATUSES: readonly OrderStatus[] = ['PARTIALLY_PAID', 'PREPARING', 'PENDING_PICKUP', 'AWAITING_RECEIPT', 'COMPLETED'];

/** The member's actions of section 4 (pay now, cancel with confirmation, confirm receipt with confirmation). */
export type MemberOrderAction = 'PAY' | 'CANCEL' | 'CONFIRM_RECEIPT';

/** Which member actions an order in this state offers. */
export function memberActions(status: OrderStatus): MemberOrderAction[] {
  switch (status) {
    case 'AWAITING_PAYMENT':
      return ['PAY', 'CANCEL'];
    case 'PARTIALLY_PAID':
      return ['PAY'];
    case 'AWAITING_RECEIPT':
      return ['CONFIRM_RECEIPT'];
    default:
      return [];
  }
}

/**
 * Whether an order can switch to cash on delivery (order.updateDeliveryCod): unpaid, home delivery, in Hong Kong —
 * couriers collect cash locally only. The server enforces it; the web asks the same question to offer the button.
 */
export function canPayOnDelivery(order: { status: OrderStatus; deliveryType: string; area: string | null | undefined }): boolean {
  return order.status === 'AWAITING_PAYMENT' && order.deliveryType === 'HOME_DELIVERY' && order.area === 'HONG_KONG';
}

/** i18n key of a status label (in packages/shared/src/i18n, namespace `server` on the web). */
export function orderStatusLabelKey(status: OrderStatus): string {
  return `orderStatus.${status}`;
}
