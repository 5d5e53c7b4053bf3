import type { FastifyPluginAsync } from 'fastify';
import { consoleContentRoutes } from './content.routes';
import { productSpreadsheetRoutes } from '../products/product-spreadsheet.routes';

/** Back-office content (news, articles, help) and product spreadsheets, registered by app.ts as one plugin. */
export const consoleContentPlugin: FastifyPluginAsync = async (app) => {
  await app.register(consoleContentRoutes);
  await app.register(productSpreadsheetRoutes);
};
