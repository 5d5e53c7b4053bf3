import { consolePaymentListQuery, consoleRefundListQuery } from '@sme/shared/schemas/console-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireConsole } from '../../http/console-guard';
import { consolePaymentListSchema, consoleRefundListSchema } from './payments.schemas';
import { listConsolePayments, listConsoleRefunds } from './payments.service';

const SCOPE =
  'Admins past the second factor only (platform-level money, like pay.importStatement and pay.refund): a merchant’s staff or a member 403, no second factor 403';

/** Back-office payment records and refunds; the money operations themselves stay pay.confirmTransfer, pay.importStatement, pay.refund. */
export const consolePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];

  app.get('/api/v1/console/payment/list', {
    ...guard,
    schema: {
      operationId: 'console.payment.list',
      tags,
      summary: `Payment attempts newest first: method, status, from/to (created, Hong Kong days), q (exact order number, or part of the FPS or provider reference), ids (comma-separated payment ids), page. ${SCOPE}`,
      querystring: consolePaymentListQuery,
      response: { 200: envelopeSchema(consolePaymentListSchema) },
    },
    handler: async (request) => ok(await listConsolePayments(app.db, request.query)),
  });

  app.get('/api/v1/console/refund/list', {
    ...guard,
    schema: {
      operationId: 'console.refund.list',
      tags,
      summary: `Refunds newest first: status, from/to (created, Hong Kong days), q (exact order number, or part of the provider’s refund reference), page. ${SCOPE}`,
      querystring: consoleRefundListQuery,
      response: { 200: envelopeSchema(consoleRefundListSchema) },
    },
    handler: async (request) => ok(await listConsoleRefunds(app.db, request.query)),
  });
};
