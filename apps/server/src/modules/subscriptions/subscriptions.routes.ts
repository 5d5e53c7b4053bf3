import { subscriptionCreateSchema, subscriptionTokenSchema } from '@sme/shared/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { confirmSubscription, createSubscription, unsubscribe } from './subscriptions.service';

/** Email subscription with double opt-in. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/subscription/create', {
    schema: {
      operationId: 'subscription.create',
      tags: ['subscriptions'],
      summary: 'Subscribe an email: mails a confirmation link (same answer for every address)',
      body: subscriptionCreateSchema,
      response: { 200: envelopeSchema(z.object({ status: z.literal('PENDING') })) },
    },
    config: { rateLimit: RATE_LIMITS.subscribe },
    handler: async (request) =>
      ok(
        await createSubscription(app.db, app.mailer, app.config.publicUrl, {
          email: request.body.email,
          source: request.body.source,
          locale: request.locale,
          memberId: request.member?.id,
        }),
      ),
  });
  app.post('/api/v1/subscription/confirm', {
    schema: {
      operationId: 'subscription.confirm',
      tags: ['subscriptions'],
      summary: 'Confirm a subscription with the mailed token',
      body: subscriptionTokenSchema,
      response: { 200: envelopeSchema(z.object({ email: z.string(), status: z.literal('CONFIRMED') })) },
    },
    handler: async (request) => ok(await confirmSubscription(app.db, request.body.token)),
  });
  app.post('/api/v1/subscription/unsubscribe', {
    schema: {
      operationId: 'subscription.unsubscribe',
      tags: ['subscriptions'],
      summary: 'Unsubscribe with the token of a mail’s unsubscribe link',
      body: subscriptionTokenSchema,
      response: { 200: envelopeSchema(z.object({ email: z.string(), status: z.literal('UNSUBSCRIBED') })) },
    },
    handler: async (request) => ok(await unsubscribe(app.db, request.body.token)),
  });
};
