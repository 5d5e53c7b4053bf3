import { Codes } from '@sme/shared/codes';
import { PAYMENT_PROVIDERS, type PaymentProviderId, payCheckQuery, payIsPaidQuery, payTestDecideInput } from '@sme/shared/schemas/payments';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { payIsPaidSchema, paymentSchema, STAFF_CONFIRMED_PROVIDERS } from '../../modules/payments';
import { checkPayment, isOrderPaid } from './check-payment';
import { callbackAnswerSchema } from './payment-confirmation.schemas';
import { receiveCallback } from './process-payment-event';
import { decideTestPayment } from './test-decide';

/** Providers that call back (FPS and cash on delivery are confirmed by staff). */
const CALLBACK_PROVIDERS = PAYMENT_PROVIDERS.filter((p): p is Exclude<PaymentProviderId, 'fps' | 'cod'> => !STAFF_CONFIRMED_PROVIDERS.includes(p));

/**
 * The routes through which a provider's word on a payment reaches the payment-confirmation workflow: the member's
 * status check (pay.check, which asks the provider) and pay.isPaid, each provider's webhook, and the test provider's
 * hosted page. Same /api/v1/pay/ URLs as the payments module's member routes.
 */
const paymentConfirmationRouteList: FastifyPluginAsyncZod = async (app) => {
  const { deps, testSigningKey } = app.payments;
  const member = { preValidation: requireMember };
  const tags = ['payments'];

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
    schema: {
      operationId: 'pay.isPaid',
      tags,
      summary: 'Whether the member’s order is paid in full',
      querystring: payIsPaidQuery,
      response: { 200: envelopeSchema(payIsPaidSchema) },
    },
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
        summary:
          'The test provider’s hosted page: approve, decline or cancel a test payment (token from its URL). Answers where the payer returns. Development only',
        body: payTestDecideInput,
        response: { 200: envelopeSchema(z.object({ returnUrl: z.string() })) },
      },
      handler: async (request) => ok(await decideTestPayment(deps, testSigningKey, request.body)),
    });
  }
};

/**
 * The payment-confirmation workflow's plugin. It uses the payments module's services (`app.payments`), so it is
 * registered after the payments module plugin; Fastify refuses to start otherwise. Encapsulated like any route plugin.
 */
export const paymentConfirmationRoutes = fp(paymentConfirmationRouteList, { name: 'payment-confirmation', dependencies: ['payments'], encapsulate: true });
