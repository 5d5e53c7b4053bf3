/** The public face of modules/applications: all that code outside this folder may import from it. */
export { applicationsRoutes } from './applications.routes';
