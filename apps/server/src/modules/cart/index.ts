/** The public face of modules/cart: all that code outside this folder may import from it. */
export { cartRoutes } from './cart.routes';
export { checkoutLines, removeOrderedLines } from './checkout-lines.service';
export type { CheckoutLine } from './checkout-lines.service';
