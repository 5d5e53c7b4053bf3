import { Codes } from '@sme/shared/codes';
import { FAVOURITE_TARGETS, favouriteInput, idList } from '@sme/shared/schemas/catalogue';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { RequestValidationError } from '../../http/validation';
import { type TargetExists, addFavourite, checkFavourites, removeFavourite } from './favourites.service';

const stateSchema = z.object({ targetType: z.enum(FAVOURITE_TARGETS), targetId: z.string(), isFavourite: z.boolean() });

/** GET favorite.check: one type, a comma-separated list of ids. */
const checkQuery = z.object({ targetType: z.enum(FAVOURITE_TARGETS), targetIds: idList });

/** Errors the client caused (or that already carry a spec code) keep their answer; anything else is the server's. */
function isServerFailure(error: FastifyError | Error): boolean {
  if (error instanceof AppError || error instanceof RequestValidationError) return false;
  const status = (error as FastifyError).statusCode;
  return status === undefined || status >= 500;
}

/** What the favourites routes need from the catalogue, passed in by app.ts so favourites never imports it (the catalogue imports favourites). */
export interface FavouritesOptions {
  targetExists: TargetExists;
}

/** Favourite products and merchants (spec sections 5 and 8). */
export const favouritesRoutes: FastifyPluginAsyncZod<FavouritesOptions> = async (app, { targetExists }) => {
  // Spec section 8: add, cancel and check failures say "retry later" (7500), not a generic 500. Scoped to this
  // plugin; re-thrown errors reach the app's one error handler, which writes the envelope.
  app.setErrorHandler((error: FastifyError | Error, request) => {
    if (!isServerFailure(error)) throw error;
    request.log.error({ err: error }, 'favourites request failed');
    throw new AppError(Codes.RETRY_LATER);
  });

  app.post('/api/v1/favorite/add', {
    schema: {
      operationId: 'favorite.add',
      tags: ['favourites'],
      summary: 'Favourite a product or merchant (login); a second add answers 7400 and changes nothing',
      body: favouriteInput,
      response: { 200: envelopeSchema(stateSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => ok(await addFavourite(app.db, memberIdOf(request), request.body, targetExists)),
  });

  app.post('/api/v1/favorite/remove', {
    schema: {
      operationId: 'favorite.remove',
      tags: ['favourites'],
      summary: 'Remove a favourite (login); removing one that is not there is fine',
      body: favouriteInput,
      response: { 200: envelopeSchema(stateSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => ok(await removeFavourite(app.db, memberIdOf(request), request.body)),
  });

  app.get('/api/v1/favorite/check', {
    schema: {
      operationId: 'favorite.check',
      tags: ['favourites'],
      summary: 'Which of the given products or merchants the member has favourited (a visitor gets all false)',
      querystring: checkQuery,
      response: { 200: envelopeSchema(z.object({ list: z.array(stateSchema) })) },
    },
    handler: async (request) => ok({ list: await checkFavourites(app.db, request.member?.id ?? null, request.query.targetType, request.query.targetIds) }),
  });
};
