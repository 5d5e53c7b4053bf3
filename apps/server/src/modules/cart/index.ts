/** The public face of modules/cart: all that code outside this folder may import from it. */
export { cartRoutes } from './cart.routes';
export { checkoutLines, removeOrderedLines } from './checkout-lines.service';
export type { CheckoutLine, CheckoutLines } from './checkout-lines.service';
