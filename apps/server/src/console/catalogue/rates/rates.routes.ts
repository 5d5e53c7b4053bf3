import { type ConsoleRatesView, consoleRateInput } from '@sme/shared/schemas/console-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { listConsoleRates, setConsoleRate } from './rates.service';

const SCOPE = 'Admins only (a merchant’s staff or a member 403, no second factor 403)';

/** console.rate.* answer mirror, typed against the contract. */
const ratesSchema: z.ZodType<ConsoleRatesView> = z.object({
  currencies: z.array(z.object({ code: z.string(), nameEn: z.string(), nameZh: z.string(), symbol: z.string(), decimals: z.number() })),
  rates: z.array(z.object({ baseSymbol: z.string(), tarSymbol: z.string(), rate: z.string(), updatedAt: z.string() })),
});

/** Back-office exchange rates: the currencies and rates, and setting one rate; both answer the whole table. */
export const consoleRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(ratesSchema) };

  app.get('/api/v1/console/rate/list', {
    ...guard,
    schema: {
      operationId: 'console.rate.list',
      tags,
      summary: `The currencies with both names, and every published rate (1 baseSymbol = rate tarSymbol, exact decimals). ${SCOPE}`,
      response: answer,
    },
    handler: async () => ok(await listConsoleRates(app.db)),
  });

  app.post('/api/v1/console/rate/set', {
    ...guard,
    schema: {
      operationId: 'console.rate.set',
      tags,
      summary: `Publish one rate: known, different currencies; rate an exact decimal string > 0 with at most 10 decimals (never a JSON number). Audited; currency.list (the site's "≈" prices) follows at once on every server. ${SCOPE}`,
      body: consoleRateInput,
      response: answer,
    },
    handler: async (request) => {
      await setConsoleRate(app.db, consoleActorOf(request), request.body);
      return ok(await listConsoleRates(app.db));
    },
  });
};
