import { type ConsoleInboxPage, type ConsoleSubscriptionRow, SUBSCRIPTION_STATUSES, consoleSubscriptionListQuery } from '@sme/shared/schemas/console-inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireConsole } from '../../http/console-guard';
import { listConsoleSubscriptions } from './subscriptions.service';

const rowSchema: z.ZodType<ConsoleSubscriptionRow> = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
const listSchema: z.ZodType<ConsoleInboxPage<ConsoleSubscriptionRow>> = z.object({
  list: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** Back-office subscriptions list. Read-only, so nothing is audited. */
export const consoleSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/console/subscription/list', {
    preValidation: requireConsole(['ADMIN']),
    schema: {
      operationId: 'console.subscription.list',
      tags: ['console'],
      summary:
        'Email subscriptions newest first: status PENDING | CONFIRMED | UNSUBSCRIBED, q (part of the email), page; emails masked. Admins only: a merchant’s staff or a member 403, no second factor 403',
      querystring: consoleSubscriptionListQuery,
      response: { 200: envelopeSchema(listSchema) },
    },
    handler: async (request) => ok(await listConsoleSubscriptions(app.db, request.query)),
  });
};
