/** The public face of workflows/checkout: all that code outside this folder may import from it. */
export { checkoutRoutes } from './checkout.routes';
