import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleAdvisersRoutes } from './advisers.routes';
import { consoleBookingsRoutes } from './bookings.routes';

/** Back-office adviser calls: advisers with their hours and days off, the calls calendar, outcomes and notes. */
export const consoleBookingPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(consoleAdvisersRoutes);
  await app.register(consoleBookingsRoutes);
};
