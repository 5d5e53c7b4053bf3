/** The public face of console/orders: all that code outside this folder may import from it. */
export { consoleOrderIdsInReach, consoleOrdersCreatedByDay, consoleOrdersPaidByDay, streamConsoleOrders } from './order-exports';
export type { ExportOrder, ExportOrderLine } from './order-exports';
export { consoleOrdersRoutes } from './orders.routes';
