import { cardBatchInput, cardBatchesQuery } from '@sme/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { cardBatchPageSchema, cardStatusListSchema, issuedBatchSchema } from './card-batches.schemas';
import { issueCardBatch, listBatchCards, listCardBatches } from './card-batches.service';

const SCOPE = 'Admins only (a merchant’s staff, a reviewer or a member 403, no second factor 403)';

/** Back-office membership cards: issue a batch, list batches, list a batch's cards. */
export const cardBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];

  app.post('/api/v1/console/card/batches', {
    ...guard,
    schema: {
      operationId: 'console.card.issueBatch',
      tags,
      summary:
        'Issue a batch of membership cards of one tier and duration, redeemable until the end of a Hong Kong day (today or later): answers every ' +
        'card’s number (16 digits in groups of four) and redemption code (XXXX-XXXX-XXXX-XXXX) in clear, this once; only the codes’ hashes are ' +
        `kept. Audited without the codes. ${SCOPE}`,
      body: cardBatchInput,
      response: { 200: envelopeSchema(issuedBatchSchema) },
    },
    handler: async (request) => ok(await issueCardBatch(app.db, consoleActorOf(request), request.body, new Date())),
  });

  app.get('/api/v1/console/card/batches', {
    ...guard,
    schema: {
      operationId: 'console.card.batches',
      tags,
      summary: `Card batches newest first, paged, each with how many of its cards were redeemed and whether its last day has passed. ${SCOPE}`,
      querystring: cardBatchesQuery,
      response: { 200: envelopeSchema(cardBatchPageSchema) },
    },
    handler: async (request) => ok(await listCardBatches(app.db, request.query, new Date())),
  });

  app.get('/api/v1/console/card/batches/:id/cards', {
    ...guard,
    schema: {
      operationId: 'console.card.batchCards',
      tags,
      summary: `Every card of a batch by number (codes are never shown again), with when and by whom it was redeemed; an unknown batch 404. ${SCOPE}`,
      params: z.object({ id: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: envelopeSchema(cardStatusListSchema) },
    },
    handler: async (request) => ok({ list: await listBatchCards(app.db, request.params.id) }),
  });
};
