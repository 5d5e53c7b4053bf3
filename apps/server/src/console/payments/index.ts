/** The public face of console/payments: all that code outside this folder may import from it. */
export { consolePaymentOperationsRoutes } from './payment-operations.routes';
export { consolePaymentsRoutes } from './payments.routes';
export { paymentsOfOrder, recordStaffPayment, refundOrderPayment } from './staff-order-payments';
