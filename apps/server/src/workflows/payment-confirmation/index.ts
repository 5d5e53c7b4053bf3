/** The public face of workflows/payment-confirmation: all that code outside this folder may import from it. */
export { paymentConfirmationRoutes } from './payment-confirmation.routes';
export { ALREADY_SUCCEEDED, processPaymentEvent } from './process-payment-event';
export type { AlongsideEvent, EventResult } from './process-payment-event';
