/** The public face of modules/cart: all that code outside this folder may import from it. */
export { cartRoutes } from './cart.routes';
export { checkoutLines, orderedLinesDelete, orderedLinesGone, orderedLinesRemoval } from './checkout-lines.service';
export type { CheckoutLine, CheckoutLines, OrderedLinesRemoval } from './checkout-lines.service';
