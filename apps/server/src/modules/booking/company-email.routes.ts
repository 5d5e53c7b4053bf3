import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** booking.companyEmail, booking.companyEmailStart, booking.companyEmailVerify (placeholder until written). */
export const companyEmailRoutes: FastifyPluginAsyncZod = async () => {};
