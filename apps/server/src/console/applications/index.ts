/** The public face of console/applications: all that code outside this folder may import from it. */
export { consoleInboxRoutes } from './inbox.routes';
export { consoleReviewRoutes } from './review.routes';
