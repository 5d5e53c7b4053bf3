import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdsRoutes } from './ads/ads.routes';
import { consoleMerchantsRoutes } from './merchants/merchants.routes';
import { consoleRatesRoutes } from './rates/rates.routes';
import { consoleTaxonomyRoutes } from './taxonomy/taxonomy.routes';

/** Back-office catalogue for admins: merchants, categories and tags, ads and banners, exchange rates. */
export const consoleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleMerchantsRoutes);
  await app.register(consoleTaxonomyRoutes);
  await app.register(consoleAdsRoutes);
  await app.register(consoleRatesRoutes);
};
