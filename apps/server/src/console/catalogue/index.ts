/** The public face of console/catalogue: all that code outside this folder may import from it. */
export { consoleCatalogueRoutes } from './catalogue.routes';
export { consoleContentPlugin } from './content/content.plugin';
export { consoleProductsRoutes } from './products/products.routes';
export { consoleSpecialOrdersRoutes } from './special-orders/special-orders.routes';
