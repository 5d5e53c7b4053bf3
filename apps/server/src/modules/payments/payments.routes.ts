import { payCreateInput, payMethodsQuery } from '@sme/shared/schemas/payments';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { createPayment } from './create-payment';
import { subjectRefOf } from './payable-subjects';
import { payMethods } from './pay-methods';
import type { PaymentsDeps } from './payments-deps';
import { payMethodsSchema, paymentSchema } from './payments.schemas';
import { createPaymentRegistry } from './providers/registry';
import { resolveTestSigningKey } from './test-signing-key';

/** The member's payment routes (spec sections 2, 4, 7, 8, 9): the methods that can pay an order or a membership purchase, and an attempt started. */
const memberPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.payments;
  const member = { preValidation: requireMember };
  const tags = ['payments'];

  app.get('/api/v1/pay/methods', {
    ...member,
    schema: {
      operationId: 'pay.methods',
      tags,
      summary:
        'The methods that can pay the member’s order (orderId) or membership purchase (purchaseId): enabled providers taking its currency; cash on delivery for unpaid Hong Kong home deliveries in HKD, never for a membership. ' +
        'blockedBy 1015 when the order cannot be paid (not awaiting payment or partly paid), 3206 when the purchase no longer awaits payment, 1016 when no method takes its currency. Another member’s order or purchase answers 404',
      querystring: payMethodsQuery,
      response: { 200: envelopeSchema(payMethodsSchema) },
    },
    handler: async (request) => ok(await payMethods(app.db, deps.registry, memberIdOf(request), subjectRefOf(request.query), request.locale)),
  });

  app.post('/api/v1/pay/create', {
    ...member,
    schema: {
      operationId: 'pay.create',
      tags,
      summary:
        'Start paying the member’s order (orderId) or membership purchase (purchaseId) with a method; the amount is what is payable. next: REDIRECT (hosted page), QR (FPS payload and the reference to quote) or OFFLINE (cash on delivery: the order goes to preparing). ' +
        'Refused: order not payable 1015, purchase no longer awaiting payment 3206, method not enabled for it 1007, provider unreachable 1005; another member’s order or purchase 404',
      body: payCreateInput,
      response: { 200: envelopeSchema(paymentSchema) },
    },
    handler: async (request) => ok(await createPayment(deps, { memberId: memberIdOf(request), locale: request.locale, now: new Date() }, request.body)),
  });
};

/**
 * The payments module plugin: builds the payments services once (provider registry, test signing key) and decorates
 * the server with them as `app.payments` (not encapsulated, so the payment-confirmation workflow's routes and the back
 * office's payment operations, registered after it, use the same registry), then registers the member's routes.
 */
export const paymentsRoutes = fp(
  async (app) => {
    const testSigningKey = app.config.payments.testProvider ? await resolveTestSigningKey(app.db, app.config.payments) : null;
    const deps: PaymentsDeps = {
      db: app.db,
      registry: createPaymentRegistry(app.config.payments, testSigningKey),
      log: app.log,
      publicUrl: app.config.publicUrl,
    };
    app.decorate('payments', { deps, testSigningKey });
    await app.register(memberPaymentRoutes);
  },
  { name: 'payments' },
);
