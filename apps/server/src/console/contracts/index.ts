/** The public face of console/contracts: all that code outside this folder may import from it. */
export { contractsRoutes } from './contracts.routes';
