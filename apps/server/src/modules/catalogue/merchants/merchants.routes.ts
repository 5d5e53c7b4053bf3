import { Codes } from '@sme/shared/codes';
import { type MerchantCard, type MerchantDetail, type Page, type ProductCard, idList, merchantListQuery, pageQuery } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheKey } from '../../../http/answer-cache';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok } from '../../../http/envelope';
import { requireMember } from '../../../http/session';
import { listFavouriteIds } from '../../favourites';
import { CATALOGUE_CACHE } from '../catalogue-cache';
import { listSchema, merchantCardSchema, merchantDetailSchema, merchantRefSchema, pageSchema } from '../catalogue.schemas';
import { withFavouriteFlags } from '../favourite-flags';
import { listMerchants, merchantCardsByIds, merchantDetail, merchantRefsByIds } from './merchants.service';

/** merchant.list, merchant.detail, store.byIds, favorite.merchants. */
export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.answerCache<Page<MerchantCard>>('catalogue', CATALOGUE_CACHE.lists);
  const details = app.answerCache<MerchantDetail | null>('catalogue', CATALOGUE_CACHE.details);

  app.get('/api/v1/merchant/list', {
    schema: {
      operationId: 'merchant.list',
      tags: ['catalogue'],
      summary: 'Public merchants (/mcList): verified only, keyword search over names and descriptions, sort, page',
      querystring: merchantListQuery,
      response: { 200: envelopeSchema(pageSchema(merchantCardSchema)) },
    },
    handler: async (request) => {
      const q = request.query;
      const page = await lists.get(cacheKey('merchants', request.locale, q), () => listMerchants(app.db, request.locale, q));
      return ok({ ...page, list: await withFavouriteFlags(app.db, request.member?.id, 'MERCHANT', page.list) });
    },
  });

  app.get('/api/v1/merchant/detail/:id', {
    schema: {
      operationId: 'merchant.detail',
      tags: ['catalogue'],
      summary: 'A public merchant (/merchant): banner, latest activities, hot products, latest news',
      params: z.object({ id: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: envelopeSchema(merchantDetailSchema) },
    },
    handler: async (request) => {
      const detail = await details.get(cacheKey('merchant', request.locale, request.params.id), () =>
        merchantDetail(app.db, request.locale, request.params.id),
      );
      if (!detail) throw new AppError(Codes.NOT_FOUND);
      const memberId = request.member?.id;
      const [[self], hotProducts] = await Promise.all([
        withFavouriteFlags(app.db, memberId, 'MERCHANT', [detail]),
        withFavouriteFlags<ProductCard>(app.db, memberId, 'PRODUCT', detail.hotProducts),
      ]);
      return ok({ ...detail, isFavourite: self?.isFavourite ?? false, hotProducts });
    },
  });

  app.get('/api/v1/store/byIds', {
    schema: {
      operationId: 'store.byIds',
      tags: ['catalogue'],
      summary: 'Public merchants by ids (comma separated, at most 100), in the asked order; unknown ids are left out',
      querystring: z.object({ ids: idList }),
      response: { 200: envelopeSchema(listSchema(merchantRefSchema)) },
    },
    handler: async (request) => ok({ list: await merchantRefsByIds(app.db, request.locale, request.query.ids) }),
  });

  app.get('/api/v1/favorite/merchants', {
    schema: {
      operationId: 'favorite.merchants',
      tags: ['favourites'],
      summary: "The signed-in member's favourite merchants, newest first",
      querystring: z.object(pageQuery),
      response: { 200: envelopeSchema(pageSchema(merchantCardSchema)) },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const member = request.member;
      if (!member) throw new AppError(Codes.UNAUTHORIZED);
      const { page, size } = request.query;
      const { ids, total } = await listFavouriteIds(app.db, member.id, 'MERCHANT', { page, size });
      const cards = await merchantCardsByIds(app.db, request.locale, ids);
      return ok({ list: cards.map((c) => ({ ...c, isFavourite: true })), total, page, size });
    },
  });
};
