/** The public face of console/membership: all that code outside this folder may import from it. */
export { consoleMembershipPlugin } from './membership.plugin';
