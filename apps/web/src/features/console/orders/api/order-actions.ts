import { apiPostJson } from '@/lib/api';
import type { ConsoleCancelInput, ConsoleOrderView, ConsoleRecordPaymentInput, ConsoleRefundInput, ConsoleShipInput } from '@sme/shared/schemas/console-orders';
import { useConsoleOrderAction } from './use-console-order-action';

/*
 * The console order actions, one request each (console.order.*). Every one is a state change the server checks
 * against the order state machine (6400 when the order's status forbids it) and writes to the audit log.
 */

/** The codes a dialog shows itself (beyond the client's silent ones): conflicts and rate limits. */
const SHOWN_IN_DIALOG = { omitMcId: true, silentCodes: [409, 429] };

/** POST console.order.recordPayment: money received by FPS transfer or cash on delivery. */
export const recordPayment = (input: ConsoleRecordPaymentInput) => apiPostJson<ConsoleOrderView>('/console/order/recordPayment', { ...input }, SHOWN_IN_DIALOG);
/** Mutation hook of recordPayment. */
export const useRecordPayment = () => useConsoleOrderAction(recordPayment);

/** POST console.order.ship: a preparing home-delivery order goes out (awaiting receipt) with its tracking number. */
export const shipOrder = (input: ConsoleShipInput) => apiPostJson<ConsoleOrderView>('/console/order/ship', { ...input }, SHOWN_IN_DIALOG);
/** Mutation hook of shipOrder. */
export const useShipOrder = () => useConsoleOrderAction(shipOrder);

/** POST console.order.verifyPickup: the code a buyer shows at the store completes their pickup order. */
export const verifyPickup = (code: string) => apiPostJson<ConsoleOrderView>('/console/order/verifyPickup', { code }, SHOWN_IN_DIALOG);
/** Mutation hook of verifyPickup. */
export const useVerifyPickup = () => useConsoleOrderAction(verifyPickup);

/** POST console.order.complete: virtual goods delivered, or a shipped order the buyer did not confirm. */
export const completeOrder = (id: string) => apiPostJson<ConsoleOrderView>('/console/order/complete', { id }, SHOWN_IN_DIALOG);
/** Mutation hook of completeOrder. */
export const useCompleteOrder = () => useConsoleOrderAction(completeOrder);

/** POST console.order.cancel: an unpaid order is cancelled, giving back its stock, promo use and coupons. */
export const cancelOrder = (input: ConsoleCancelInput) => apiPostJson<ConsoleOrderView>('/console/order/cancel', { ...input }, SHOWN_IN_DIALOG);
/** Mutation hook of cancelOrder. */
export const useCancelOrder = () => useConsoleOrderAction(cancelOrder);

/** POST console.order.refund: money back through the payment provider that took it. */
export const refundOrder = (input: ConsoleRefundInput) => apiPostJson<ConsoleOrderView>('/console/order/refund', { ...input }, SHOWN_IN_DIALOG);
/** Mutation hook of refundOrder. */
export const useRefundOrder = () => useConsoleOrderAction(refundOrder);
