/** The public face of modules/payments: all that code outside this folder may import from it. */
export { cancelAtProviders, closeOpenAttempts, lockOrderPayments } from './payment-attempts';
export { notePaymentEvent, recordAutomaticRefundEvent, recordPaymentEvent, recordRejectedDelivery } from './payment-events';
export { clearNeedsRefund, lockPaymentRow, markPaymentFailed, markPaymentPending, markPaymentSucceeded, paymentOfEvent } from './payment-updates';
export type { PaymentRow } from './payment-updates';
export { OPEN_STATUSES, findPayment, loadPaymentView } from './payment-view';
export type { PaymentsDeps } from './payments-deps';
export { paymentsRoutes } from './payments.routes';
export { payIsPaidSchema, paymentSchema } from './payments.schemas';
export { CallbackRejected } from './providers/payment-provider';
export type { CallbackDelivery, CallbackOutcome } from './providers/payment-provider';
export { STAFF_CONFIRMED_PROVIDERS, createPaymentRegistry } from './providers/registry';
export { isTestPaymentToken, signedTestCallback } from './providers/test-provider';
export type { TestDecision } from './providers/test-provider';
export { refundClosesOrder, sendRefund } from './refund-payment';
export { confirmRequestedRefunds, insertAutomaticRefund, refundWithProvider } from './refund-records';
export { completedRefunds } from './refund-totals';
export { staffActorOf } from './staff-actor';
