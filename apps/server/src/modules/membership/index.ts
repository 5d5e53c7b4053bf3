/** The public face of modules/membership: all that code outside this folder may import from it. */
export { membershipRoutes } from './membership.routes';
export { currentMembership, currentTier, listPlans } from './membership.service';
