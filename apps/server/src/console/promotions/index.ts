/** The public face of console/promotions: all that code outside this folder may import from it. */
export { consolePromotionsRoutes } from './promotions.routes';
