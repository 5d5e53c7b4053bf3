import { Codes } from '@sme/shared/codes';
import { PRICE_MODES, PRODUCT_SORTS, type Page, type ProductCard, type ProductDetail, pageQuery, productListQuery } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok, replyCachedOk } from '../../../http/envelope';
import { requireMember } from '../../../http/session';
import { listFavouriteIds } from '../../favourites';
import { CATALOGUE_CACHE } from '../catalogue-cache';
import { pageSchema, productCardSchema, productDetailSchema } from '../catalogue.schemas';
import { categoryExists } from '../taxonomy/categories.service';
import { withFavouriteFlags } from '../favourite-flags';
import { productCardsByIds } from './product-cards';
import { productDetail } from './product-detail.service';
import { type TotalLoader, listProducts } from './product-list.service';

const idParam = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
const byCategoryQuery = z.object({ ...pageQuery, sort: z.enum(PRODUCT_SORTS).optional(), priceMode: z.enum(PRICE_MODES).default('retail') });
/**
 * The cache key of a validated query: zod writes its keys in the schema's order and drops unknown ones, so plain JSON
 * is stable without cacheKey's sorting, which showed in the list's CPU profile.
 */
function queryKey(route: string, locale: string, q: object): string {
  return `${route}|${locale}|${JSON.stringify(q)}`;
}

const pageAnswer = envelopeSchema(pageSchema(productCardSchema));
const detailAnswer = envelopeSchema(productDetailSchema);

/** product.list, product.detail, product.byCategory, product.favorites. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = app.answerCache<Page<ProductCard>>('catalogue', CATALOGUE_CACHE.lists);
  const details = app.answerCache<ProductDetail | null>('catalogue', CATALOGUE_CACHE.details);
  const totals = app.answerCache<number>('catalogue', CATALOGUE_CACHE.lists);
  const cachedTotal: TotalLoader = (key, count) => totals.get(key, count);

  app.get('/api/v1/product/list', {
    schema: {
      operationId: 'product.list',
      tags: ['catalogue'],
      summary: 'Public products and services: filters, sort, page; a keyword makes it a ranked search with highlighted matches',
      querystring: productListQuery,
      response: { 200: pageAnswer },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const page = await lists.get(queryKey('list', request.locale, q), () => listProducts(app.db, request.locale, q, cachedTotal));
      // Anonymous visitors get the cached answer as it is; a member's favourite flags are laid over a copy.
      if (!request.member) return replyCachedOk(reply, pageAnswer, page);
      return ok({ ...page, list: await withFavouriteFlags(app.db, request.member?.id, 'PRODUCT', page.list) });
    },
  });

  app.get('/api/v1/product/category/:categoryId', {
    schema: {
      operationId: 'product.byCategory',
      tags: ['catalogue'],
      summary: 'Public products of a category and of all its sub-categories',
      params: z.object({ categoryId: z.uuid({ error: 'validation.idInvalid' }) }),
      querystring: byCategoryQuery,
      response: { 200: pageAnswer },
    },
    handler: async (request, reply) => {
      const { categoryId } = request.params;
      const q = { ...request.query, categoryId };
      const page = await lists.get(queryKey('byCategory', request.locale, q), async () => {
        if (!(await categoryExists(app.db, categoryId))) throw new AppError(Codes.NOT_FOUND);
        return listProducts(app.db, request.locale, q, cachedTotal);
      });
      if (!request.member) return replyCachedOk(reply, pageAnswer, page);
      return ok({ ...page, list: await withFavouriteFlags(app.db, request.member?.id, 'PRODUCT', page.list) });
    },
  });

  app.get('/api/v1/product/detail/:id', {
    schema: {
      operationId: 'product.detail',
      tags: ['catalogue'],
      summary: 'A public product: images, prices, options, sanitised description and terms, category, you-may-like list',
      params: idParam,
      response: { 200: detailAnswer },
    },
    handler: async (request, reply) => {
      const detail = await details.get(`detail|${request.locale}|${request.params.id}`, () => productDetail(app.db, request.locale, request.params.id));
      if (!detail) throw new AppError(Codes.NOT_FOUND);
      if (!request.member) return replyCachedOk(reply, detailAnswer, detail);
      const [self, ...youMayLike] = await withFavouriteFlags(app.db, request.member?.id, 'PRODUCT', [detail, ...detail.youMayLike]);
      return ok({ ...detail, isFavourite: self?.isFavourite ?? false, youMayLike: youMayLike as ProductCard[] });
    },
  });

  app.get('/api/v1/product/favorites', {
    schema: {
      operationId: 'product.favorites',
      tags: ['catalogue'],
      summary: "The signed-in member's favourite products, newest first",
      querystring: z.object(pageQuery),
      response: { 200: pageAnswer },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const member = request.member;
      if (!member) throw new AppError(Codes.UNAUTHORIZED);
      const { page, size } = request.query;
      const { ids, total } = await listFavouriteIds(app.db, member.id, 'PRODUCT', { page, size });
      const cards = await productCardsByIds(app.db, request.locale, ids);
      return ok({ list: cards.map((c) => ({ ...c, isFavourite: true })), total, page, size });
    },
  });
};
