/** The public face of modules/subscriptions: all that code outside this folder may import from it. */
export { subscriptionsRoutes } from './subscriptions.routes';
