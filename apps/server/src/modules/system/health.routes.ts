import { Codes } from '@sme/shared/codes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';

const status = envelopeSchema(z.object({ status: z.literal('ok') }));

/** Liveness (the process answers) and readiness (the database answers), in the envelope. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', {
    schema: { operationId: 'system.health.live', tags: ['system'], summary: 'Liveness', response: { 200: status } },
    handler: async () => ok({ status: 'ok' as const }),
  });
  app.get('/readyz', {
    schema: { operationId: 'system.health.ready', tags: ['system'], summary: 'Readiness: database ping (503 when it fails)', response: { 200: status } },
    handler: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'readiness: database ping failed');
        throw new AppError(Codes.SERVICE_UNAVAILABLE);
      }
      return ok({ status: 'ok' as const });
    },
  });
};
