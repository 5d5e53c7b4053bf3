import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeRoutes } from './code.routes';
import { dictRoutes } from './dict.routes';
import { fileRoutes } from './file.routes';
import { geoRoutes } from './geo.routes';
import { healthRoutes } from './health.routes';
import { holidayRoutes } from './holiday.routes';

/** The system module: captcha, dictionaries, uploads, geo data, holidays, health. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(codeRoutes);
  await app.register(dictRoutes);
  await app.register(fileRoutes);
  await app.register(geoRoutes);
  await app.register(holidayRoutes);
};
