import type { FastifyPluginAsync } from 'fastify';
import { type ApplicationEngineOptions, applicationEngineRoutes } from './application-engine.routes';
import { applicationsRoutes } from './applications.routes';

/** The applications module: contact-us and feedback forms, and the applications engine (options: its virus scanner). */
export const applicationsPlugin: FastifyPluginAsync<ApplicationEngineOptions> = async (app, options) => {
  await app.register(applicationsRoutes);
  await app.register(applicationEngineRoutes, options);
};
