import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth.routes';
import { oidcRoutes } from './oidc.routes';
import { profileRoutes } from './profile.routes';

/** The members module's routes: sign-up and sign-in (password, codes, OpenID Connect), sessions and the profile. */
export const membersPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(oidcRoutes);
};
