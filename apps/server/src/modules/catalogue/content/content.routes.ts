import { Codes } from '@sme/shared/codes';
import { AD_PLACEMENTS, type AdView, type ContentCard, type ContentDetail, type Page, contentListQuery } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheKey } from '../../../http/answer-cache';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok } from '../../../http/envelope';
import { listAds } from './ads.service';
import { CATALOGUE_CACHE } from '../catalogue-cache';
import { adSchema, contentCardSchema, contentDetailSchema, listSchema, pageSchema } from '../catalogue.schemas';
import { contentDetail, listContent } from './content.service';

/** content.list, content.detail, ads.list. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.answerCache<Page<ContentCard>>('catalogue', CATALOGUE_CACHE.small);
  const details = app.answerCache<ContentDetail | null>('catalogue', CATALOGUE_CACHE.details);
  const ads = app.answerCache<AdView[]>('catalogue', CATALOGUE_CACHE.small);

  app.get('/api/v1/content/list', {
    schema: {
      operationId: 'content.list',
      tags: ['catalogue'],
      summary: 'Published news, articles and help pages (/newsList), newest first',
      querystring: contentListQuery,
      response: { 200: envelopeSchema(pageSchema(contentCardSchema)) },
    },
    handler: async (request) =>
      ok(await lists.get(cacheKey('content', request.locale, request.query), () => listContent(app.db, request.locale, request.query))),
  });

  app.get('/api/v1/content/detail/:id', {
    schema: {
      operationId: 'content.detail',
      tags: ['catalogue'],
      summary: 'One published content item (/contentD) with its sanitised HTML body',
      params: z.object({ id: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: envelopeSchema(contentDetailSchema) },
    },
    handler: async (request) => {
      const detail = await details.get(cacheKey('content', request.locale, request.params.id), () => contentDetail(app.db, request.locale, request.params.id));
      if (!detail) throw new AppError(Codes.NOT_FOUND);
      return ok(detail);
    },
  });

  app.get('/api/v1/ads/list', {
    schema: {
      operationId: 'ads.list',
      tags: ['catalogue'],
      summary: 'Active ads and banners of a placement (all placements when none is asked), within their dates, in order',
      querystring: z.object({ placement: z.enum(AD_PLACEMENTS).optional() }),
      response: { 200: envelopeSchema(listSchema(adSchema)) },
    },
    handler: async (request) => {
      const { placement } = request.query;
      return ok({ list: await ads.get(cacheKey(request.locale, placement), () => listAds(app.db, request.locale, placement)) });
    },
  });
};
