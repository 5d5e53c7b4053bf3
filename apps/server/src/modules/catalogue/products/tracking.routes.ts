import { idList } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { recordClick, recordImpressions } from './tracking.service';

const accepted = envelopeSchema(z.object({ accepted: z.number().int() }));

/**
 * Product impression and click tracking, feeding the popularity sort. Visitors count too; a
 * per-address limit keeps anyone from pumping a product's popularity.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/product/impression', {
    schema: {
      operationId: 'product.impression',
      tags: ['catalogue'],
      summary: 'Count products shown in a list (comma-separated ids, at most 100; unknown ids are ignored)',
      body: z.object({ ids: idList }),
      response: { 200: accepted },
    },
    config: { rateLimit: RATE_LIMITS.tracking },
    handler: async (request) => ok({ accepted: await recordImpressions(app.db, request.body.ids) }),
  });

  app.post('/api/v1/product/click', {
    schema: {
      operationId: 'product.click',
      tags: ['catalogue'],
      summary: 'Count a product opened from a list',
      body: z.object({ id: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: accepted },
    },
    config: { rateLimit: RATE_LIMITS.tracking },
    handler: async (request) => ok({ accepted: await recordClick(app.db, request.body.id) }),
  });
};
