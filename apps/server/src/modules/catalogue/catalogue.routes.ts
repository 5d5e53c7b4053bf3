import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from './content/content.routes';
import { merchantRoutes } from './merchants/merchants.routes';
import { productRoutes } from './products/products.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';

/** Catalogue reads (issue 4): products, categories, tags, content, ads, currencies, merchants, stores. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(merchantRoutes);
  await app.register(taxonomyRoutes);
  await app.register(contentRoutes);
};
