import type { CategoryView, CurrencyView, TagView } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { CATALOGUE_CACHE } from '../catalogue-cache';
import { categorySchema, currencySchema, listSchema, tagSchema } from '../catalogue.schemas';
import { categoryTree, topCategories } from './categories.service';
import { listCurrencies } from '../currencies.service';
import { listTags } from './tags.service';

/** category.list, category.tree, tag.list, currency.list: small whole lists, cached per locale. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = app.answerCache<CategoryView[]>('catalogue', CATALOGUE_CACHE.small);
  const tags = app.answerCache<TagView[]>('catalogue', CATALOGUE_CACHE.small);
  const currencies = app.answerCache<CurrencyView[]>('catalogue', CATALOGUE_CACHE.small);

  app.get('/api/v1/category/list', {
    schema: {
      operationId: 'category.list',
      tags: ['catalogue'],
      summary: 'Top-level categories with the public product count of their whole subtree',
      response: { 200: envelopeSchema(listSchema(categorySchema)) },
    },
    handler: async (request) => ok({ list: await categories.get(`top:${request.locale}`, () => topCategories(app.db, request.locale)) }),
  });

  app.get('/api/v1/category/tree', {
    schema: {
      operationId: 'category.tree',
      tags: ['catalogue'],
      summary: 'The category tree: top-level categories with their children',
      response: { 200: envelopeSchema(listSchema(categorySchema)) },
    },
    handler: async (request) => ok({ list: await categories.get(`tree:${request.locale}`, () => categoryTree(app.db, request.locale)) }),
  });

  app.get('/api/v1/tag/list', {
    schema: {
      operationId: 'tag.list',
      tags: ['catalogue'],
      summary: 'Every tag, named in the request locale',
      response: { 200: envelopeSchema(listSchema(tagSchema)) },
    },
    handler: async (request) => ok({ list: await tags.get(request.locale, () => listTags(app.db, request.locale)) }),
  });

  app.get('/api/v1/currency/list', {
    schema: {
      operationId: 'currency.list',
      tags: ['catalogue'],
      summary: 'Currency property list: each currency with its indicative exchange rates (tarSymbol, currRate as an exact decimal)',
      response: { 200: envelopeSchema(listSchema(currencySchema)) },
    },
    handler: async (request) => ok({ list: await currencies.get(request.locale, () => listCurrencies(app.db, request.locale)) }),
  });
};
