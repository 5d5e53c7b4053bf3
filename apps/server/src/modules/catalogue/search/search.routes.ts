import { MAX_KEYWORD_LENGTH } from '@sme/shared/catalogue-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { tagSchema } from '../catalogue.schemas';
import { searchTags } from './tag-search.service';

/** Tag search; product and merchant search run through their lists. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/tag/search', {
    schema: {
      operationId: 'tag.search',
      tags: ['catalogue'],
      summary: 'Tags whose name (English or Chinese, either script) or slug contains the keyword; at most 20, names in the request locale',
      querystring: z.object({
        keyword: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(MAX_KEYWORD_LENGTH, { error: 'validation.keywordTooLong' }),
      }),
      response: { 200: envelopeSchema(z.object({ list: z.array(tagSchema) })) },
    },
    handler: async (request) => ok({ list: await searchTags(app.db, request.locale, request.query.keyword) }),
  });
};
