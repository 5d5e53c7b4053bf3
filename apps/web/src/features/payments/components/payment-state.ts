import { memberActions, type OrderStatus } from '@sme/shared/order-status';
import type { PaidMembershipView, PaymentPurpose, PaymentStatus } from '@sme/shared/schemas/payments';

/** An attempt still waiting for the provider's answer. */
export const isOpenPayment = (status: PaymentStatus): boolean => status === 'CREATED' || status === 'PENDING';

/** An attempt that ended without the money. */
export const isFailedPayment = (status: PaymentStatus): boolean => status === 'FAILED' || status === 'CANCELLED' || status === 'EXPIRED';

/** Whether the member may (still) pay the order: the shared state machine's "pay now" action (never without an order). */
export const canPayOrder = (status: OrderStatus | null): boolean => status !== null && memberActions(status).includes('PAY');

/** What a payment page is about: a shop order, or a membership purchase (each named by its own query parameter). */
export interface PaySubject {
  purpose: PaymentPurpose;
  id: string;
}

/** The parts of a payment answer that say what it pays and whether that can still be paid. */
interface PaidFor {
  purpose: PaymentPurpose;
  orderId: string;
  orderStatus: OrderStatus | null;
  membership: PaidMembershipView | null;
}

/** Whether what the payment pays for can still be paid: an order by its state machine, a purchase while it awaits payment. */
export const canPayAgain = (view: PaidFor): boolean =>
  view.purpose === 'MEMBERSHIP' ? view.membership?.status === 'AWAITING_PAYMENT' : canPayOrder(view.orderStatus);

/** The in-app links of an order and its payment page. */
export const orderDetailPath = (orderId: string): string => `/orderDetail?id=${encodeURIComponent(orderId)}`;
export const payOrderPath = (orderId: string): string => `/payments?orderId=${encodeURIComponent(orderId)}`;

/** The payment page of a membership purchase. */
export const payPurchasePath = (purchaseId: string): string => `/payments?purchaseId=${encodeURIComponent(purchaseId)}`;

/** The payment page of what a payment pays for (for a membership, `orderId` holds the purchase's id). */
export const payAgainPath = (view: Pick<PaidFor, 'purpose' | 'orderId'>): string =>
  view.purpose === 'MEMBERSHIP' ? payPurchasePath(view.orderId) : payOrderPath(view.orderId);

/** Where a member sees the membership they hold, and where plans are chosen. */
export const MY_MEMBERSHIP_PATH = '/profile';
export const MEMBERSHIP_PLANS_PATH = '/member';
