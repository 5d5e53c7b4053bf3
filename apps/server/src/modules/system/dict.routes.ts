import { Codes } from '@sme/shared/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { listDictionary } from './dict.service';

const item = z.object({ code: z.string(), label: z.string(), phoneCode: z.string().optional(), currency: z.string().optional() });

/** Dictionary lists by type, labelled in the request locale; `countries` and `cities` come from the geo data. */
export const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/sys/dict/list', {
    schema: {
      operationId: 'system.dict.list',
      tags: ['system'],
      summary: 'Dictionary entries of a type (natureOfBusiness, loanType, loanTenure, salutation, …, countries, cities&parent=ISO2)',
      querystring: z.object({
        type: z.string().trim().min(1).max(64),
        parent: z.string().trim().max(64).optional().describe('cities: the ISO2 country code'),
      }),
      response: { 200: envelopeSchema(z.object({ list: z.array(item) })) },
    },
    handler: async (request) => {
      const list = await listDictionary(app.db, request.query.type, request.locale, request.query.parent);
      if (!list) throw new AppError(Codes.NOT_FOUND);
      return ok({ list });
    },
  });
};
