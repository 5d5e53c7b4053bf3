import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from './content/content.routes';
import { merchantRoutes } from './merchants/merchants.routes';
import { specialOrderRoutes } from './products/special-orders.routes';
import { trackingRoutes } from './products/tracking.routes';
import { productRoutes } from './products/products.routes';
import { searchRoutes } from './search/search.routes';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes';

/** The catalogue's member-facing routes: products, merchants, categories and tags, content and ads, search, tracking, special orders. */
export const cataloguePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(productRoutes);
  await app.register(merchantRoutes);
  await app.register(taxonomyRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  await app.register(trackingRoutes);
  await app.register(specialOrderRoutes);
};
