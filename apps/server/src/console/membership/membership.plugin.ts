import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardBatchRoutes } from './card-batches.routes';
import { consoleMembershipsRoutes } from './memberships.routes';
import { consolePlansRoutes } from './plans.routes';

/** Back-office membership: members' timelines and staff grants, plans and their VIP discount, card batches. */
export const consoleMembershipPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleMembershipsRoutes);
  await app.register(consolePlansRoutes);
  await app.register(cardBatchRoutes);
};
