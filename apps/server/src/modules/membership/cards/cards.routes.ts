import { cardRedeemInput } from '@sme/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { memberIdOf, requireMember } from '../../../http/session';
import { cardPansOf } from './card-pans';
import { cardPanListSchema, cardPanSchema } from './cards.schemas';
import { redeemCard } from './redeem-card';

const tags = ['membership'];

/** Entering codes is where codes get guessed: besides the 10 wrong tries an hour, few requests a minute per address. */
const CODE_ENTRY_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Membership cards (spec sections 3 and 7): redeem a card's code, list the cards redeemed ("card pans"). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/card/redeem', {
    schema: {
      operationId: 'card.redeem',
      tags,
      summary:
        'Redeem a membership card by its redemption code (case, spaces and dashes do not matter; O reads 0, I and L read 1): its tier for its ' +
        'duration goes on the member’s timeline (a higher tier starts now and what was held resumes after it; the same or a lower one is appended). ' +
        'Refused: 3201 no such code (a wrong try), 3202 already redeemed, 3203 past the batch’s last day, 3204 (429) after 10 wrong tries in an ' +
        'hour by the member or from the address',
      body: cardRedeemInput,
      response: { 200: envelopeSchema(cardPanSchema) },
    },
    config: CODE_ENTRY_LIMIT,
    preValidation: requireMember,
    handler: async (request) => ok(await redeemCard(app.db, memberIdOf(request), request.ip, request.body.code, new Date())),
  });

  app.get('/api/v1/card/pans', {
    schema: {
      operationId: 'card.pans',
      tags,
      summary:
        'The member’s redeemed membership cards, newest first: number masked but its last four digits, tier, duration, when redeemed and the period it gave',
      response: { 200: envelopeSchema(cardPanListSchema) },
    },
    preValidation: requireMember,
    handler: async (request) => ok({ list: await cardPansOf(app.db, memberIdOf(request)) }),
  });
};
