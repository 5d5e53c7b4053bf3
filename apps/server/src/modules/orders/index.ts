/** The public face of modules/orders: all that code outside this folder may import from it. */
export { switchToCashOnDelivery } from './member-order-actions';
export { amountsView } from './order-amounts';
export { freightRulesFor } from './freight-rules';
export {
  PAYABLE_STATUSES,
  applyOrderPayment,
  flagClosedOrderForRefund,
  markOrderRefundClosed,
  markOrderRefundOrdered,
  orderIdByNo,
  payableOrderOf,
  payableOrdersByIds,
} from './order-payments';
export type { PayableOrder } from './order-payments';
export { orderIdByKey, orderPlacement } from './order-placement';
export type { AlsoWhenPlaced } from './order-placement';
export { listOrders, memberOrderTotals, orderDetail } from './order-queries';
export { orderView } from './order-view';
export type { OrderRecord } from './order-view';
export { orderPricingLines, orderRefsByIds } from './order-refs.service';
export { ordersRoutes } from './orders.routes';
export { deliveryOptionsSchema, orderPreviewSchema, orderSchema } from './orders.schemas';
export { PAYMENT_TIMEOUT_JOB, closeUnpaidOrder } from './payment-timeout';
export { pickupCodeKey } from './pickup-code';
export { pickupPointView, usablePickupPoints } from './pickup-points';
export type { PickupChoice } from './pickup-points';
