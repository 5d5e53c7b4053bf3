import { memberActions, type OrderStatus } from '@sme/shared/order-status';
import type { PaymentStatus } from '@sme/shared/schemas/payments';

/** An attempt still waiting for the provider's answer. */
export const isOpenPayment = (status: PaymentStatus): boolean => status === 'CREATED' || status === 'PENDING';

/** An attempt that ended without the money. */
export const isFailedPayment = (status: PaymentStatus): boolean => status === 'FAILED' || status === 'CANCELLED' || status === 'EXPIRED';

/** Whether the member may (still) pay the order: the shared state machine's "pay now" action. */
export const canPayOrder = (status: OrderStatus): boolean => memberActions(status).includes('PAY');

/** The in-app links of an order and its payment page. */
export const orderDetailPath = (orderId: string): string => `/orderDetail?id=${encodeURIComponent(orderId)}`;
export const payOrderPath = (orderId: string): string => `/payments?orderId=${encodeURIComponent(orderId)}`;
