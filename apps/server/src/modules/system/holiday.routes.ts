import { Codes } from '@sme/shared/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { disabledDates } from './holiday.service';

/** Holiday disabled dates for a date-holidays region code (HK, US-CA …), this year and next. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/sys/holiday/:name', {
    schema: {
      operationId: 'system.holiday.disabledDates',
      tags: ['system'],
      summary: 'Public holidays (YYYY-MM-DD) of a country or region, this year and next',
      params: z.object({ name: z.string().trim().min(2).max(16) }),
      response: { 200: envelopeSchema(z.object({ name: z.string(), dates: z.array(z.string()) })) },
    },
    handler: async (request) => {
      const dates = await disabledDates(request.params.name);
      if (!dates) throw new AppError(Codes.NOT_FOUND);
      return ok({ name: request.params.name.toUpperCase(), dates });
    },
  });
};
