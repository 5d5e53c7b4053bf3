import { type AuditEntryView, consoleAuditListQuery } from '@sme/shared/schemas/console-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireConsole } from '../../http/console-guard';
import { listAudit } from './audit.service';
import { withActorLabels } from './audit-actors';

const entrySchema: z.ZodType<AuditEntryView> = z.object({
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

/** The audit log browser of the back office: admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/console/audit/list', {
    schema: {
      operationId: 'console.audit.list',
      tags: ['console'],
      summary: 'Audit entries, newest first, filtered by actor, action (exact, or a prefix ending in "."), target, and time [from, to) (admins only)',
      querystring: consoleAuditListQuery,
      response: { 200: envelopeSchema(z.object({ list: z.array(entrySchema), total: z.number(), page: z.number(), size: z.number() })) },
    },
    preValidation: requireConsole(['ADMIN']),
    handler: async (request) => ok(await withActorLabels(app.db, await listAudit(app.db, request.query))),
  });
};
