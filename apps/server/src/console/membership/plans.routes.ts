import { planDiscountInput } from '@sme/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { consolePlanListSchema, consolePlanSchema } from './membership.schemas';
import { listConsolePlans, setPlanDiscount } from './plans.service';

const SCOPE = 'Admins only: a merchant’s staff, a reviewer or a member 403, no second factor 403';

/** Back-office plans: the three plans with prices and VIP discount; set a plan's discount. */
export const consolePlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];

  app.get('/api/v1/console/membership/plans', {
    ...guard,
    schema: {
      operationId: 'console.membership.plans',
      tags,
      summary: `The three plans in display order: monthly and annual price in minor units, features added, best value, VIP discount (whole percent off goods at checkout). ${SCOPE}`,
      response: { 200: envelopeSchema(consolePlanListSchema) },
    },
    handler: async () => ok({ list: await listConsolePlans(app.db) }),
  });

  app.post('/api/v1/console/membership/plans', {
    ...guard,
    schema: {
      operationId: 'console.membership.planDiscount',
      tags,
      summary: `Set a plan's VIP discount (tier, vipDiscountPercent 0 to 50): the next order priced for its members uses it; membership.plans shows it within a minute on other servers. Audited with the percent before and after; answers the plan. ${SCOPE}`,
      body: planDiscountInput,
      response: { 200: envelopeSchema(consolePlanSchema) },
    },
    handler: async (request) => ok(await setPlanDiscount(app.db, consoleActorOf(request), request.body)),
  });
};
