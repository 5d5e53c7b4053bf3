import {
  consoleSpecialOrderDeclineInput,
  consoleSpecialOrderIdInput,
  consoleSpecialOrderListQuery,
  consoleSpecialOrderQuoteInput,
} from '@sme/shared/schemas/console-special-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { consoleSpecialOrderDetail, declineSpecialOrder, listConsoleSpecialOrders, quoteSpecialOrder } from './special-orders.service';
import { consoleSpecialOrderListSchema, consoleSpecialOrderSchema } from './special-orders.schemas';

const SCOPE = 'Admins: any request; a merchant’s staff: requests for their merchant’s products (another merchant’s 404). A member 403, no second factor 403';
const ANSWER =
  'Only from NEW (otherwise 409; of two at once one succeeds). Mails the requester in the request’s language; a mail that cannot be sent undoes it (500 7500). Audited';

/** Back-office special order requests: list, detail, quote, decline; the changes answer the request as console.specialOrder.detail. */
export const consoleSpecialOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(consoleSpecialOrderSchema) };

  app.get('/api/v1/console/specialOrder/list', {
    ...guard,
    schema: {
      operationId: 'console.specialOrder.list',
      tags,
      summary: `Special order requests newest first: status NEW | QUOTED | DECLINED, q (SO- reference, product, name, email or phone, part of it), page; email and phone masked. ${SCOPE}`,
      querystring: consoleSpecialOrderListQuery,
      response: { 200: envelopeSchema(consoleSpecialOrderListSchema) },
    },
    handler: async (request) => ok(await listConsoleSpecialOrders(app.db, consoleActorOf(request), request.query)),
  });

  app.get('/api/v1/console/specialOrder/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.specialOrder.detail',
      tags,
      summary: `The request with email and phone in full, and its quote or decline. ${SCOPE}`,
      params: consoleSpecialOrderIdInput,
      response: answer,
    },
    handler: async (request) => ok(await consoleSpecialOrderDetail(app.db, consoleActorOf(request), request.params.id)),
  });

  app.post('/api/v1/console/specialOrder/quote', {
    ...guard,
    schema: {
      operationId: 'console.specialOrder.quote',
      tags,
      summary: `Quote: amountMinor > 0 (minor units), a currency the platform lists, validUntil today or later (Hong Kong), note ≤ 1000 characters. ${ANSWER}. ${SCOPE}`,
      body: consoleSpecialOrderQuoteInput,
      response: answer,
    },
    handler: async (request) => {
      const actor = consoleActorOf(request);
      await quoteSpecialOrder(app.db, app.mailer, actor, request.body);
      return ok(await consoleSpecialOrderDetail(app.db, actor, request.body.id));
    },
  });

  app.post('/api/v1/console/specialOrder/decline', {
    ...guard,
    schema: {
      operationId: 'console.specialOrder.decline',
      tags,
      summary: `Decline with a reason (told to the requester). ${ANSWER}. ${SCOPE}`,
      body: consoleSpecialOrderDeclineInput,
      response: answer,
    },
    handler: async (request) => {
      const actor = consoleActorOf(request);
      await declineSpecialOrder(app.db, app.mailer, actor, request.body);
      return ok(await consoleSpecialOrderDetail(app.db, actor, request.body.id));
    },
  });
};
