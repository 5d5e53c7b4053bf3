import { Codes } from '@sme/shared/codes';
import { payConfirmInput, payRefundInput } from '@sme/shared/schemas/payments';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requireConsole } from '../../http/console-guard';
import { envelopeSchema, ok } from '../../http/envelope';
import { paymentSchema } from '../../modules/payments/payments.schemas';
import { refundPayment } from '../../modules/payments/refund-payment';
import type { StaffActor } from '../../modules/payments/staff-actor';
import { importStatement } from './import-statement';
import { refundSchema, statementImportSchema } from './payments.schemas';
import { confirmTransfer, markCollected } from './staff-payments';

function staffOf(request: FastifyRequest): StaffActor {
  if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
  return { memberId: request.member.id, roles: request.member.roles };
}

/**
 * The admins' money operations on any merchant's payment: refund, FPS transfer confirmed, cash collected, bank
 * statement import. They keep their /api/v1/pay/ URLs and pay.* operationIds (the web and the OpenAPI clients call
 * them so), beside the console.payment/refund lists of payments.routes.ts.
 */
const paymentOperationRouteList: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.payments;
  // Platform-level money operations (any merchant's payment, the platform's bank statement): admins past the second
  // factor only. A merchant's staff record payments and refunds of their own orders through console.order.*.
  const staff = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['payments'];

  // A membership payment is refunded here like any other, touching no order; ending the membership it bought is a
  // separate staff action in the back office's membership section (a refund may be partial or a goodwill gesture).
  app.post('/api/v1/pay/refund', {
    ...staff,
    schema: {
      operationId: 'pay.refund',
      tags,
      summary:
        'Back office: refund a succeeded payment (default: all of what is left). The order goes to refund ordered, and to refund closed when the provider confirms. ' +
        'A membership purchase’s payment: the money only; the membership stays until staff end it in the membership section',
      body: payRefundInput,
      response: { 200: envelopeSchema(refundSchema) },
    },
    handler: async (request) => ok(await refundPayment(deps, staffOf(request), request.body)),
  });

  app.post('/api/v1/pay/confirmTransfer', {
    ...staff,
    schema: {
      operationId: 'pay.confirmTransfer',
      tags,
      summary:
        'Staff: the FPS transfer of this attempt arrived with receivedMinor (less than asked makes the order partly paid; a membership purchase takes only its exact amount, other money is flagged for refund); confirming again changes nothing',
      body: payConfirmInput,
      response: { 200: envelopeSchema(paymentSchema) },
    },
    handler: async (request) => ok(await confirmTransfer(deps, staffOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/pay/markCollected', {
    ...staff,
    schema: {
      operationId: 'pay.markCollected',
      tags,
      summary: 'Staff: the courier collected the cash of a cash-on-delivery attempt; the money is recorded, the order keeps its status',
      body: payConfirmInput,
      response: { 200: envelopeSchema(paymentSchema) },
    },
    handler: async (request) => ok(await markCollected(deps, staffOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/pay/importStatement', {
    ...staff,
    schema: {
      operationId: 'pay.importStatement',
      tags,
      summary:
        'Staff: a bank statement as CSV (multipart field fileDatas; UTF-8; first line a header with the columns date, reference, amount, currency in any order — amount in major units such as 1234.50). ' +
        'A line matches an open FPS attempt by its reference AND exact amount and currency and confirms it once; importing the same file again applies nothing new',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(statementImportSchema) },
    },
    config: { uploads: { maxFiles: 1 } },
    handler: async (request) => {
      const [file, ...others] = request.uploads.filter((u) => u.field === 'fileDatas');
      if (!file || others.length > 0) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.statementMissing' });
      return ok(await importStatement(deps, staffOf(request), (await file.read()).toString('utf8')));
    },
  });
};

/**
 * The back office's payment operations plugin. It uses the payments module's services (`app.payments`, the same
 * provider registry as the member routes), so it is registered after the payments module plugin; Fastify refuses to
 * start otherwise. Encapsulated like any route plugin.
 */
export const consolePaymentOperationsRoutes = fp(paymentOperationRouteList, {
  name: 'console-payment-operations',
  dependencies: ['payments'],
  encapsulate: true,
});
