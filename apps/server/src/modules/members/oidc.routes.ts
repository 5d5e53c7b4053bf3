import { Codes } from '@sme/shared/codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireMember, setSessionCookies } from '../../http/session';
import { OidcClient } from './oidc-client';
import { DEFAULT_OIDC_REDIRECT, OIDC_STATE_TTL_MS, bindIdentity, memberForIdentity, saveLoginState, siteRedirect, takeLoginState } from './oidc.service';
import { createSession } from './sessions.service';

const BASE = '/api/v1/member/oidc';
/** Ties the callback to the browser that started the sign-in, so nobody can finish a sign-in of theirs in someone else's browser. */
const STATE_COOKIE = 'oidc_state';
const providerParams = z.object({ provider: z.string().max(64) });

/**
 * Social sign-in with the configured OpenID Connect provider (authorization code flow with PKCE).
 * start and callback are browser navigations (unsigned) that answer redirects; failures land on
 * /login?oidcError=<code>: 1105 for a bad or expired state or token, 1106 when the provider is not
 * configured or unreachable.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.config.oidc;
  const client = provider && new OidcClient(provider);
  const secure = app.config.isProduction;
  const clientFor = (id: string) => (client && id === client.provider.id ? client : undefined);
  const callbackUrl = (id: string) => `${app.config.publicUrl}${BASE}/${id}/callback`;
  const cookieOptions = { path: `${BASE}/`, httpOnly: true, sameSite: 'lax' as const, secure };

  const fail = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
    if (isAppError(err)) request.log.warn({ err }, 'OpenID Connect sign-in refused');
    else request.log.error({ err }, 'OpenID Connect sign-in failed');
    const code = isAppError(err) ? err.code : Codes.SOCIAL_TOKEN_INVALID.code;
    return reply.clearCookie(STATE_COOKIE, cookieOptions).redirect(`/login?oidcError=${code}`);
  };

  app.get(`${BASE}/providers`, {
    schema: {
      operationId: 'member.oidcProviders',
      tags: ['member'],
      summary: 'The OpenID Connect providers offered for sign-in (empty when none is configured)',
      response: { 200: envelopeSchema(z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) })) },
    },
    handler: async () => ok({ list: provider ? [{ id: provider.id, name: provider.name }] : [] }),
  });

  app.get(`${BASE}/:provider/start`, {
    schema: {
      operationId: 'member.oidcStart',
      tags: ['member'],
      summary: 'Browser navigation: redirect to the provider to sign in (or, mode=bind, to link it to the signed-in member)',
      params: providerParams,
      querystring: z.object({ redirect: z.string().optional(), mode: z.enum(['login', 'bind']).default('login') }),
    },
    config: { signature: false },
    handler: async (request, reply) => {
      try {
        const chosen = clientFor(request.params.provider);
        if (!chosen) throw new AppError(Codes.SOCIAL_NOT_SUPPORTED);
        const { mode } = request.query;
        if (mode === 'bind' && !request.member) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
        const checks = OidcClient.newChecks();
        const url = await chosen.authorizationUrl(callbackUrl(chosen.provider.id), checks);
        const redirect = siteRedirect(request.query.redirect) ?? DEFAULT_OIDC_REDIRECT;
        await saveLoginState(app.db, {
          ...checks,
          provider: chosen.provider.id,
          redirect,
          mode,
          memberId: mode === 'bind' ? (request.member?.id ?? null) : null,
        });
        return reply.setCookie(STATE_COOKIE, checks.state, { ...cookieOptions, maxAge: OIDC_STATE_TTL_MS / 1000 }).redirect(url.href);
      } catch (err) {
        return fail(request, reply, err);
      }
    },
  });

  app.get(`${BASE}/:provider/callback`, {
    schema: {
      operationId: 'member.oidcCallback',
      tags: ['member'],
      summary: 'Browser navigation from the provider: validate the code and ID token, sign in (or link), redirect',
      params: providerParams,
      querystring: z.looseObject({ state: z.string().max(512).optional() }),
    },
    config: { signature: false },
    handler: async (request, reply) => {
      try {
        const chosen = clientFor(request.params.provider);
        if (!chosen) throw new AppError(Codes.SOCIAL_NOT_SUPPORTED);
        const state = request.query.state;
        if (!state || request.cookies[STATE_COOKIE] !== state) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
        const saved = await takeLoginState(app.db, chosen.provider.id, state);
        if (!saved) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
        // openid-client reads the provider's answer from the URL and sends its base as the redirect_uri.
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const identity = await chosen.identify(new URL(callbackUrl(chosen.provider.id) + search), saved);
        if (saved.mode === 'bind') {
          // The member who started the bind must still be the one signed in here.
          if (!saved.memberId || request.member?.id !== saved.memberId) throw new AppError(Codes.SOCIAL_TOKEN_INVALID);
          await bindIdentity(app.db, chosen.provider.id, identity, saved.memberId);
        } else {
          const memberId = await memberForIdentity(app.db, chosen.provider.id, identity, request.locale);
          const session = await createSession(app.db, memberId, { method: 'OIDC', userAgent: request.headers['user-agent'], ip: request.ip });
          setSessionCookies(reply, session, memberId, secure);
        }
        return reply.clearCookie(STATE_COOKIE, cookieOptions).redirect(saved.redirect);
      } catch (err) {
        return fail(request, reply, err);
      }
    },
  });

  app.post(`${BASE}/:provider/bind`, {
    schema: {
      operationId: 'member.oidcBind',
      tags: ['member'],
      summary: 'Where to navigate to link the provider to the signed-in member',
      params: providerParams,
      response: { 200: envelopeSchema(z.object({ url: z.string() })) },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const chosen = clientFor(request.params.provider);
      if (!chosen) throw new AppError(Codes.SOCIAL_NOT_SUPPORTED);
      return ok({ url: `${BASE}/${chosen.provider.id}/start?mode=bind&redirect=${encodeURIComponent('/profile')}` });
    },
  });
};
