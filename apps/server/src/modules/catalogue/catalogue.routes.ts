import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from './content.routes';
import { merchantRoutes } from './merchants.routes';
import { productRoutes } from './products.routes';
import { taxonomyRoutes } from './taxonomy.routes';

/** Catalogue reads (issue 4): products, categories, tags, content, ads, currencies, merchants, stores. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(merchantRoutes);
  await app.register(taxonomyRoutes);
  await app.register(contentRoutes);
};
