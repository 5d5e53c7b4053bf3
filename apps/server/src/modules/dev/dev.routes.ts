import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { listOutbox } from '../../integrations/mail/outbox-mailer';

const mail = z.object({ id: z.uuid(), to: z.string(), from: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), createdAt: z.string() });

/**
 * Development only (never registered in production): read the mail outbox, so a person or an e2e test
 * can follow mailed links. Unsigned, so it opens in a browser.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/dev/outbox', {
    schema: {
      operationId: 'dev.outbox.list',
      tags: ['dev'],
      summary: 'Latest mails of the outbox (development only)',
      querystring: z.object({ to: z.string().trim().max(254).optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: envelopeSchema(z.object({ list: z.array(mail) })) },
    },
    config: { signature: false },
    handler: async (request) => {
      const rows = await listOutbox(app.db, { to: request.query.to, limit: request.query.limit });
      return ok({ list: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) });
    },
  });
};
