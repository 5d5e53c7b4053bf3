import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { OUTBOX_CHANNELS, listDevOutbox } from './dev.service';
import { renderOutboxPage } from './outbox-page';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const outboxItem = z.object({
  id: z.uuid(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Development only (never registered in production): the mail and SMS outboxes, so a person or an e2e test
 * can read codes and follow mailed links. Unsigned, so they open in a browser.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/dev/outbox', {
    schema: {
      operationId: 'dev.outbox',
      tags: ['dev'],
      summary: 'Latest mails and texts of the outboxes, newest first (development only)',
      querystring: outboxQuery,
      response: { 200: envelopeSchema(z.object({ list: z.array(outboxItem) })) },
    },
    config: { signature: false },
    handler: async (request) => ok({ list: await listDevOutbox(app.db, request.query) }),
  });

  app.get('/dev/outbox', {
    schema: {
      operationId: 'dev.outboxPage',
      tags: ['dev'],
      summary: 'The outboxes as a page for a person (development only)',
      querystring: outboxQuery.extend({ refresh: z.literal('1').optional() }),
    },
    handler: async (request, reply) => {
      const { refresh, ...query } = request.query;
      const items = await listDevOutbox(app.db, query);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(items, query, refresh === '1'));
    },
  });
};
