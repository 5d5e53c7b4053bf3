import { pageQuery } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireConsole } from '../../http/console-guard';
import { listAudit } from './audit.service';
import { withActorLabels } from './audit-actors';

const optionalText = z.string().trim().max(100).optional().transform((v) => v || undefined);
const optionalDate = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }).optional().transform((v) => (v ? new Date(v) : undefined));

const entrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorRoles: z.array(z.string()),
  /** Who the actor is, resolved when the page is read (the log keeps ids, so a renamed member shows the new name). */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  merchantId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  at: z.string(),
});

/** The audit log browser of the back office (issue 7): admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/console/audit/list', {
    schema: {
      operationId: 'console.audit.list',
      tags: ['console'],
      summary: 'Audit entries, newest first, filtered by actor, action (exact, or a prefix ending in "."), target, and time [from, to) (admins only)',
      querystring: z.object({
        actorId: z.uuid({ error: 'validation.idInvalid' }).optional(),
        action: optionalText,
        targetType: optionalText,
        targetId: optionalText,
        from: optionalDate,
        to: optionalDate,
        ...pageQuery,
      }),
      response: { 200: envelopeSchema(z.object({ list: z.array(entrySchema), total: z.number(), page: z.number(), size: z.number() })) },
    },
    preValidation: requireConsole(app.db, ['ADMIN']),
    handler: async (request) => ok(await withActorLabels(app.db, await listAudit(app.db, request.query))),
  });
};
