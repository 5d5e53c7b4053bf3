/** The public face of modules/dev: all that code outside this folder may import from it. */
export { devRoutes } from './dev.routes';
