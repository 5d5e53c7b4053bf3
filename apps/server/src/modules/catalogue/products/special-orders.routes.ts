import { specialOrderRequest } from '@sme/shared/schemas/special-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { createSpecialOrder } from './special-orders.service';

/** Special (wholesale) order requests from /specialOffer (spec section 3). Visitors may ask too. */
export const specialOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/specialOrder/create', {
    schema: {
      operationId: 'specialOrder.create',
      tags: ['catalogue'],
      summary: 'Ask for a special (wholesale) order: saved, and confirmed by mail to the customer in the request language',
      body: specialOrderRequest,
      response: { 200: envelopeSchema(z.object({ id: z.string(), confirmationSentTo: z.string() })) },
    },
    config: { rateLimit: RATE_LIMITS.specialOrder },
    handler: async (request) =>
      ok(await createSpecialOrder(app.db, app.mailer, { ...request.body, locale: request.locale, memberId: request.member?.id ?? null })),
  });
};
