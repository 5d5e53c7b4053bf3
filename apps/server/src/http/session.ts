import cookie from '@fastify/cookie';
import { Codes } from '@sme/shared/codes';
import type { Role } from '@sme/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from './app-error';
import { type SignedNonce, rememberSignedNonce } from './nonce-store';

/** Cookie names the web reads (apps/web/src/lib/session/cookies.ts): token is httpOnly, memberId is readable. */
export const SESSION_COOKIE = 'token';
export const MEMBER_ID_COOKIE = 'memberId';

/** The signed-in member a request carries (request.member). */
export interface SessionMember {
  id: string;
  roles: Role[];
  sessionId: string;
  /** When this session passed the staff second factor (TOTP); null = not yet. */
  secondFactorAt: Date | null;
}

/** How the session plugin finds the member of a token; the members module provides it (http imports no module). */
export interface SessionPluginOptions {
  findSessionMember: (db: Database, token: string) => Promise<SessionMember | null>;
  /**
   * The same lookup that also remembers a signed write's nonce in its statement (one round trip for both); nonceFresh
   * false when the nonce was seen and has not expired.
   */
  findSessionMemberRememberingNonce?: (db: Database, token: string, nonce: SignedNonce) => Promise<{ member: SessionMember | null; nonceFresh: boolean }>;
}

/**
 * Reads the session from the httpOnly cookie (browsers) or the `token` client parameter (other clients) and
 * decorates request.member. Public routes see null for a missing or dead session; protected routes call
 * requireMember / requireRole, which answer 401 / 403.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { findSessionMember, findSessionMemberRememberingNonce }) => {
    await app.register(cookie);
    app.decorateRequest('member', null);
    app.addHook('preValidation', async (request) => {
      const token = sessionTokenOf(request);
      const nonce = request.signedNonce;
      if (token && nonce && findSessionMemberRememberingNonce) {
        request.signedNonce = null;
        const found = await findSessionMemberRememberingNonce(app.db, token, nonce);
        if (!found.nonceFresh) throw new AppError(Codes.NONCE_REUSED);
        request.member = found.member;
        return;
      }
      // No session to look up with it: the nonce is remembered alone, still before the lookup (a replay does none).
      await rememberSignedNonce(app.db, request);
      request.member = token ? await findSessionMember(app.db, token) : null;
    });
  },
  { name: 'session', dependencies: ['client-params'] },
);

/** The session token a request carries: the cookie (browsers) or the `token` client parameter (other clients). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] ?? request.client.token;
}

/** Set both session cookies after a sign-in. `secure` in production (HTTPS only). */
export function setSessionCookies(reply: FastifyReply, session: { token: string; expiresAt: Date }, memberId: string, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(MEMBER_ID_COOKIE, memberId, { ...common, httpOnly: false });
}

/** Expire both session cookies (logout, revoked session). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const common = { path: '/', sameSite: 'lax' as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(MEMBER_ID_COOKIE, common);
}

/** preHandler: the route needs a signed-in member (401 otherwise, which the web turns into its session dialog). */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
}

/** The signed-in member's id behind a guarded route: only ever the session's, never one the client sends. */
export function memberIdOf(request: FastifyRequest): string {
  if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
  return request.member.id;
}

/** preHandler factory: the signed-in member must hold one of `roles` (403 FORBIDDEN_ROLE otherwise). The one role guard every module uses. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
    if (!request.member.roles.some((r) => roles.includes(r))) throw new AppError(Codes.FORBIDDEN_ROLE);
  };
}
