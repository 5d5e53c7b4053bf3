/** The public face of modules/addresses: all that code outside this folder may import from it. */
export { addressesRoutes } from './addresses.routes';
export { addressDetail, listAddresses } from './addresses.service';
