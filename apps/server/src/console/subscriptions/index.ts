/** The public face of console/subscriptions: all that code outside this folder may import from it. */
export { consoleSubscriptionsRoutes } from './subscriptions.routes';
