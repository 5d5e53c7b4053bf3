/** The public face of console/reports: all that code outside this folder may import from it. */
export { reportsRoutes } from './reports.routes';
