import { Codes } from '@sme/shared/codes';
import {
  emailCodeRequestSchema,
  emailExistsSchema,
  emailLoginSchema,
  emailRegisterSchema,
  mobileExistsSchema,
  mobileLoginSchema,
  mobileRegisterSchema,
  resetByEmailSchema,
  resetByMobileSchema,
  smsCodeRequestSchema,
} from '@sme/shared/schemas/members';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS, TARGET_LIMITS, limitPerTarget } from '../../http/rate-limit';
import { clearSessionCookies, requireMember, sessionTokenOf, setSessionCookies } from '../../http/session';
import { type AuthDeps, type Requester, findMemberByTarget, loginWithCode, loginWithPassword, register, requestCode, resetPassword } from './auth.service';
import { type MemberRow, findMemberById } from './members.service';
import { otpKeyFrom } from './otp.service';
import { loginResultSchema, profileOf } from './profile.service';
import { type SessionMethod, createSession, renewSession, revokeSession } from './sessions.service';

const tags = ['members'];
const codeSent = envelopeSchema(z.object({ resendAfterSeconds: z.number().int() }));
const exists = envelopeSchema(z.object({ exists: z.boolean() }));
const loginResult = envelopeSchema(loginResultSchema);
const empty = envelopeSchema(z.object({}));

/** Codes, registration, sign-in, password reset and sign-out (accounts contract). Sign-in answers set the session cookies. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.db, mailer: app.mailer, sms: app.sms, otpKey: otpKeyFrom(app.config.storageKey) };
  const requester = (request: FastifyRequest): Requester => ({ ip: request.ip, locale: request.locale });
  const secure = app.config.isProduction;

  async function signIn(request: FastifyRequest, reply: FastifyReply, member: MemberRow, method: SessionMethod) {
    const session = await createSession(app.db, member.id, { method, userAgent: request.headers['user-agent'], ip: request.ip });
    setSessionCookies(reply, session, member.id, secure);
    return ok({ memberId: member.id, profile: await profileOf(app.db, member) });
  }

  /** A REBIND code is for a signed-in member changing its own address; sending one needs the session. */
  const rebindNeedsSession = (request: FastifyRequest, purpose: string) => {
    if (purpose === 'REBIND' && !request.member) throw new AppError(Codes.UNAUTHORIZED);
  };

  app.post('/api/v1/member/email/code', {
    schema: {
      operationId: 'member.emailSmsRequest',
      tags,
      summary: 'Mail a 6-digit code (REGISTER, LOGIN, RESET_PASSWORD, REBIND)',
      body: emailCodeRequestSchema,
      response: { 200: codeSent },
    },
    config: { rateLimit: RATE_LIMITS.sendCode },
    handler: async (request) => {
      const { email, purpose, ...captcha } = request.body;
      rebindNeedsSession(request, purpose);
      return ok(await requestCode(deps, { channel: 'EMAIL', target: email.toLowerCase(), purpose }, captcha, requester(request)));
    },
  });
  app.post('/api/v1/member/mobile/code', {
    schema: {
      operationId: 'member.smsRequest',
      tags,
      summary: 'Text a 6-digit code to region + mobile',
      body: smsCodeRequestSchema,
      response: { 200: codeSent },
    },
    config: { rateLimit: RATE_LIMITS.sendCode },
    handler: async (request) => {
      const { mobile, purpose, captchaKey, captchaCode } = request.body;
      rebindNeedsSession(request, purpose);
      return ok(await requestCode(deps, { channel: 'SMS', target: mobile, purpose }, { captchaKey, captchaCode }, requester(request)));
    },
  });

  // Per address (harvesting many accounts) and per account asked about (one account watched from many addresses).
  const perAccountAsked = limitPerTarget(app, 'account-exists', TARGET_LIMITS.accountExists, (request) => {
    const query = request.query as { email?: string; mobile?: string };
    return query.email?.toLowerCase() ?? query.mobile ?? '';
  });
  app.get('/api/v1/member/email/exists', {
    schema: { operationId: 'member.emailExists', tags, summary: 'Whether an email has an account', querystring: emailExistsSchema, response: { 200: exists } },
    config: { rateLimit: RATE_LIMITS.accountExists },
    preHandler: perAccountAsked,
    handler: async (request) => ok({ exists: (await findMemberByTarget(app.db, { channel: 'EMAIL', target: request.query.email.toLowerCase() })) !== null }),
  });
  app.get('/api/v1/member/mobile/exists', {
    schema: {
      operationId: 'member.mobileExists',
      tags,
      summary: 'Whether a mobile number has an account',
      querystring: mobileExistsSchema,
      response: { 200: exists },
    },
    config: { rateLimit: RATE_LIMITS.accountExists },
    preHandler: perAccountAsked,
    handler: async (request) => ok({ exists: (await findMemberByTarget(app.db, { channel: 'SMS', target: request.query.mobile })) !== null }),
  });

  app.post('/api/v1/member/email/register', {
    schema: {
      operationId: 'member.emailRegister',
      tags,
      summary: 'Register with email, REGISTER code and password',
      body: emailRegisterSchema,
      response: { 200: loginResult },
    },
    handler: async (request, reply) => {
      const { email, code, password, terms, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'EMAIL', target: email.toLowerCase(), purpose: 'REGISTER' } as const;
      const member = await register(deps, { binding, code, password, termsAccepted: terms, captcha: { captchaKey, captchaCode } }, requester(request));
      return signIn(request, reply, member, 'REGISTER');
    },
  });
  app.post('/api/v1/member/mobile/register', {
    schema: {
      operationId: 'member.mobileRegister',
      tags,
      summary: 'Register with region + mobile, REGISTER code and password',
      body: mobileRegisterSchema,
      response: { 200: loginResult },
    },
    handler: async (request, reply) => {
      const { region, mobile, code, password, terms, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'SMS', target: mobile, purpose: 'REGISTER' } as const;
      const input = { binding, mobileRegion: region, code, password, termsAccepted: terms, captcha: { captchaKey, captchaCode } };
      const member = await register(deps, input, requester(request));
      return signIn(request, reply, member, 'REGISTER');
    },
  });

  app.post('/api/v1/member/email/login', {
    schema: { operationId: 'member.emailLogin', tags, summary: 'Sign in with email and password', body: emailLoginSchema, response: { 200: loginResult } },
    handler: async (request, reply) => {
      const { email, password, terms, captchaKey, captchaCode } = request.body;
      const member = await loginWithPassword(deps, { email, password, termsAccepted: terms, captcha: { captchaKey, captchaCode } }, requester(request));
      return signIn(request, reply, member, 'EMAIL_PASSWORD');
    },
  });
  app.post('/api/v1/member/mobile/login', {
    schema: {
      operationId: 'member.mobileLogin',
      tags,
      summary: 'Sign in with region + mobile and a LOGIN code',
      body: mobileLoginSchema,
      response: { 200: loginResult },
    },
    handler: async (request, reply) => {
      const { mobile, code, terms, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'SMS', target: mobile, purpose: 'LOGIN' } as const;
      const member = await loginWithCode(deps, { binding, code, termsAccepted: terms, captcha: { captchaKey, captchaCode } }, requester(request));
      return signIn(request, reply, member, 'MOBILE_CODE');
    },
  });

  app.post('/api/v1/member/quick-login', {
    schema: {
      operationId: 'member.quickLogin',
      tags,
      summary: 'The live session’s member, with the cookies renewed for 30 days',
      response: { 200: loginResult },
    },
    preHandler: requireMember,
    handler: async (request, reply) => {
      const session = request.member;
      const token = sessionTokenOf(request);
      const member = session && (await findMemberById(app.db, session.id));
      if (!session || !member || !token) throw new AppError(Codes.UNAUTHORIZED);
      setSessionCookies(reply, { token, expiresAt: await renewSession(app.db, session.sessionId) }, member.id, secure);
      return ok({ memberId: member.id, profile: await profileOf(app.db, member) });
    },
  });

  app.post('/api/v1/member/email/reset-password', {
    schema: {
      operationId: 'member.resetPasswordByEmail',
      tags,
      summary: 'New password with a RESET_PASSWORD code; signs the member out everywhere',
      body: resetByEmailSchema,
      response: { 200: empty },
    },
    handler: async (request, reply) => {
      const { email, code, password, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'EMAIL', target: email.toLowerCase(), purpose: 'RESET_PASSWORD' } as const;
      const memberId = await resetPassword(deps, { binding, code, password, captcha: { captchaKey, captchaCode } }, requester(request));
      if (request.member?.id === memberId) clearSessionCookies(reply, secure);
      return ok({});
    },
  });
  app.post('/api/v1/member/mobile/reset-password', {
    schema: {
      operationId: 'member.resetPasswordByMobile',
      tags,
      summary: 'New password with a RESET_PASSWORD code sent by SMS',
      body: resetByMobileSchema,
      response: { 200: empty },
    },
    handler: async (request, reply) => {
      const { mobile, code, password, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'SMS', target: mobile, purpose: 'RESET_PASSWORD' } as const;
      const memberId = await resetPassword(deps, { binding, code, password, captcha: { captchaKey, captchaCode } }, requester(request));
      if (request.member?.id === memberId) clearSessionCookies(reply, secure);
      return ok({});
    },
  });

  app.post('/api/v1/member/logout', {
    schema: { operationId: 'member.logout', tags, summary: 'Revoke the session and clear both cookies', response: { 200: empty } },
    handler: async (request, reply) => {
      if (request.member) await revokeSession(app.db, request.member.sessionId);
      clearSessionCookies(reply, secure);
      return ok({});
    },
  });
};
