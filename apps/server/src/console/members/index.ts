/** The public face of console/members: all that code outside this folder may import from it. */
export { consoleMembersRoutes } from './members.routes';
