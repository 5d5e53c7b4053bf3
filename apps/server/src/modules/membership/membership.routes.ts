import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Envelope, envelopeSchema, ok } from '../../http/envelope';
import { MEMBERSHIP_TIERS, type MembershipPlanView } from '@sme/shared/membership-plans';
import { listPlans } from './membership.service';

const plan = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  currency: z.string(),
  monthlyPriceMinor: z.number().int(),
  annualPriceMinor: z.number().int(),
  addedFeatures: z.array(z.string()),
  isBestValue: z.boolean(),
  sort: z.number().int(),
});

/** How long one server keeps the plan list before reading it again. */
const PLANS_CACHE_MS = 60_000;

/** Membership plans (read side; buying a plan is not built yet). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  // Plans change almost never and this is the hottest public list, so each server keeps it in memory
  // for a minute. Invalidation across servers (LISTEN/NOTIFY when a plan is edited) is for when
  // plans become editable; until then the minute bounds staleness.
  let cache: { at: number; body: Envelope<{ list: MembershipPlanView[] }> } | undefined;
  app.get('/api/v1/membership/plans', {
    schema: {
      operationId: 'membership.plan.list',
      tags: ['membership'],
      summary: 'Membership plans with monthly and annual prices in minor units',
      response: { 200: envelopeSchema(z.object({ list: z.array(plan) })) },
    },
    handler: async () => {
      const now = Date.now();
      if (!cache || now - cache.at > PLANS_CACHE_MS) cache = { at: now, body: ok({ list: await listPlans(app.db) }) };
      return cache.body;
    },
  });
};
