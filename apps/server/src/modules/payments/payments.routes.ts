import { Codes } from '@sme/shared/codes';
import { PAYMENT_PROVIDERS, type PaymentProviderId, payCheckQuery, payConfirmInput, payCreateInput, payIsPaidQuery, payMethodsQuery, payRefundInput } from '@sme/shared/schemas/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { requireConsole } from '../../http/console-guard';
import { checkPayment, isOrderPaid } from '../../workflows/payment-confirmation/check-payment';
import { createPayment } from './create-payment';
import { importStatement } from '../../console/payments/import-statement';
import { payMethods } from './pay-methods';
import { receiveCallback } from '../../workflows/payment-confirmation/process-payment-event';
import type { PaymentsDeps } from './payments-deps';
import { callbackAnswerSchema, payIsPaidSchema, payMethodsSchema, paymentSchema, refundSchema, statementImportSchema, testDecideInput } from './payments.schemas';
import { STAFF_CONFIRMED_PROVIDERS, createPaymentRegistry } from './providers/registry';
import { refundPayment } from './refund-payment';
import { type StaffActor, confirmTransfer, markCollected } from './staff-payments';
import { decideTestPayment } from './test-decide';
import { resolveTestSigningKey } from './test-signing-key';

/** Providers that call back (FPS and cash on delivery are confirmed by staff). */
const CALLBACK_PROVIDERS = PAYMENT_PROVIDERS.filter((p): p is Exclude<PaymentProviderId, 'fps' | 'cod'> => !STAFF_CONFIRMED_PROVIDERS.includes(p));

function staffOf(request: FastifyRequest): StaffActor {
  if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
  return { memberId: request.member.id, roles: request.member.roles };
}

/** Payments (issue 6; spec sections 2, 4, 7, 8, 9): methods, attempts, provider callbacks, staff confirmations and refunds. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const testSigningKey = app.config.payments.testProvider ? await resolveTestSigningKey(app.db, app.config.payments) : null;
  const deps: PaymentsDeps = { db: app.db, registry: createPaymentRegistry(app.config.payments, testSigningKey), log: app.log, publicUrl: app.config.publicUrl };
  const member = { preValidation: requireMember };
  // Platform-level money operations (any merchant's payment, the platform's bank statement): admins past the second
  // factor only. A merchant's staff record payments and refunds of their own orders through console.order.*.
  const staff = { preValidation: requireConsole(app.db, ['ADMIN']) };
  const tags = ['payments'];

  app.get('/api/v1/pay/methods', {
    ...member,
    schema: {
      operationId: 'pay.methods',
      tags,
      summary:
        'The methods that can pay the member’s order (enabled providers taking its currency; cash on delivery for unpaid Hong Kong home deliveries in HKD). ' +
        'blockedBy 1015 when the order cannot be paid (not awaiting payment or partly paid), 1016 when no method takes its currency. Another member’s order answers 404',
      querystring: payMethodsQuery,
      response: { 200: envelopeSchema(payMethodsSchema) },
    },
    handler: async (request) => ok(await payMethods(app.db, deps.registry, memberIdOf(request), request.query.orderId, request.locale)),
  });

  app.post('/api/v1/pay/create', {
    ...member,
    schema: {
      operationId: 'pay.create',
      tags,
      summary:
        'Start paying the member’s order with a method; the amount is the order’s payable. next: REDIRECT (hosted page), QR (FPS payload and the reference to quote) or OFFLINE (cash on delivery: the order goes to preparing). ' +
        'Refused: order not payable 1015, method not enabled for it 1007, provider unreachable 1005',
      body: payCreateInput,
      response: { 200: envelopeSchema(paymentSchema) },
    },
    handler: async (request) => ok(await createPayment(deps, { memberId: memberIdOf(request), locale: request.locale, now: new Date() }, request.body)),
  });

  app.get('/api/v1/pay/check', {
    ...member,
    schema: {
      operationId: 'pay.check',
      tags,
      summary: 'The member’s payment attempt; while still open the provider is asked and a final answer is applied like its callback (once)',
      querystring: payCheckQuery,
      response: { 200: envelopeSchema(paymentSchema) },
    },
    handler: async (request) => ok(await checkPayment(deps, memberIdOf(request), request.query.paymentId, request.locale)),
  });

  app.get('/api/v1/pay/isPaid', {
    ...member,
    schema: { operationId: 'pay.isPaid', tags, summary: 'Whether the member’s order is paid in full', querystring: payIsPaidQuery, response: { 200: envelopeSchema(payIsPaidSchema) } },
    handler: async (request) => ok(await isOrderPaid(app.db, memberIdOf(request), request.query.orderId)),
  });

  for (const provider of CALLBACK_PROVIDERS) {
    app.post(`/api/v1/pay/callback/${provider}`, {
      config: { signature: false },
      schema: {
        operationId: `pay.callback.${provider}`,
        tags,
        summary: `Webhook of the ${provider} provider, verified by its own signature over the raw body; each event is processed once. 400 when the signature is refused (the delivery is recorded), 404 when the provider is not configured`,
        response: { 200: envelopeSchema(callbackAnswerSchema) },
      },
      handler: async (request) => {
        if (!deps.registry.provider(provider)) throw new AppError(Codes.NOT_FOUND);
        const result = await receiveCallback(deps, provider, { rawBody: request.rawBody ?? '', headers: request.headers });
        if (result.outcome === 'REJECTED') throw new AppError(Codes.BAD_REQUEST, { messageKey: 'pay.callbackRejected' });
        return ok({ received: true });
      },
    });
  }

  if (testSigningKey) {
    app.post('/api/v1/pay/test/decide', {
      schema: {
        operationId: 'pay.test.decide',
        tags,
        summary: 'The test provider’s hosted page: approve, decline or cancel a test payment (token from its URL). Answers where the payer returns. Development only',
        body: testDecideInput,
        response: { 200: envelopeSchema(z.object({ returnUrl: z.string() })) },
      },
      handler: async (request) => ok(await decideTestPayment(deps, testSigningKey, request.body)),
    });
  }

  app.post('/api/v1/pay/refund', {
    ...staff,
    schema: {
      operationId: 'pay.refund',
      tags,
      summary: 'Back office: refund a succeeded payment (default: all of what is left). The order goes to refund ordered, and to refund closed when the provider confirms',
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
      summary: 'Staff: the FPS transfer of this attempt arrived with receivedMinor (less than asked makes the order partly paid); confirming again changes nothing',
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
