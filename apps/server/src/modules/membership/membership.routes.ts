import { membershipPurchaseInput } from '@sme/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { cardRoutes } from './cards/cards.routes';
import { membershipCurrentView, membershipHistory, toPurchaseView, toQuoteView } from './membership-views';
import { currentSchema, historyEntrySchema, planSchema, purchaseSchema, quoteSchema } from './membership.schemas';
import { cachedPlans } from './plans-cache';
import { purchaseMembership } from './purchase-membership';
import { quoteMembership } from './quote-membership';

/** Membership: the plans, the member's membership and history, and buying a plan (paid through the payments module). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRoutes);
  app.get('/api/v1/membership/plans', {
    schema: {
      operationId: 'membership.plans',
      tags: ['membership'],
      summary: 'Membership plans with monthly and annual prices in minor units and their checkout discount',
      response: { 200: envelopeSchema(z.object({ list: z.array(planSchema) })) },
    },
    // Each server keeps the list until a plan change is announced (plans-cache.ts).
    handler: async () => ok({ list: await cachedPlans(app.db) }),
  });

  app.get('/api/v1/membership/current', {
    schema: {
      operationId: 'membership.current',
      tags: ['membership'],
      summary: 'The membership the member holds now (login): tier, valid until, a downgrade to come, discount and benefits',
      response: { 200: envelopeSchema(currentSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => ok(await membershipCurrentView(app.db, memberIdOf(request), new Date())),
  });

  app.get('/api/v1/membership/quote', {
    schema: {
      operationId: 'membership.quote',
      tags: ['membership'],
      summary: 'What buying a plan now costs (login): new, renewal, upgrade with the unused part credited (3205 when it covers the price), or downgrade',
      querystring: membershipPurchaseInput,
      response: { 200: envelopeSchema(quoteSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => ok(toQuoteView(await quoteMembership(app.db, memberIdOf(request), request.query, new Date()))),
  });

  app.post('/api/v1/membership/purchase', {
    schema: {
      operationId: 'membership.purchase',
      tags: ['membership'],
      summary: 'Buy a plan (login): priced now, AWAITING_PAYMENT until paid on /payments?purchaseId=…; older unpaid purchases are cancelled',
      body: membershipPurchaseInput,
      response: { 200: envelopeSchema(purchaseSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => ok(toPurchaseView(await purchaseMembership(app.db, memberIdOf(request), request.body, new Date()))),
  });

  app.get('/api/v1/membership/history', {
    schema: {
      operationId: 'membership.history',
      tags: ['membership'],
      summary: "The member's purchases, cards redeemed and staff grants, newest first (login)",
      response: { 200: envelopeSchema(z.object({ list: z.array(historyEntrySchema) })) },
    },
    preHandler: requireMember,
    handler: async (request) => ok({ list: await membershipHistory(app.db, memberIdOf(request), new Date()) }),
  });
};
