import { Codes } from '@sme/shared/codes';
import { locationUpdateSchema, profileFieldSchema, profileUpdateSchema, rebindEmailSchema, rebindMobileSchema } from '@sme/shared/schemas/members';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { memberIdOf, requireMember } from '../../http/session';
import { geoCities } from '../system';
import type { AuthDeps, Requester } from './auth.service';
import { readAvatar, replaceAvatar } from './avatar';
import type { MemberRow } from './members.service';
import { otpKeyFrom } from './otp.service';
import { loadProfile, profileOf, profileSchema, updateLocation, updateProfile } from './profile.service';
import { changeContact } from './rebind.service';

const tags = ['members'];
const profile = envelopeSchema(profileSchema);
const AVATAR_CACHE = 'public, max-age=31536000, immutable';

/**
 * The member's own profile: read, edit, avatar, location, and moving email or mobile to a new address
 * proven by a REBIND code. Every route needs a session and touches only that member's row.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.db, mailer: app.mailer, sms: app.sms, otpKey: otpKeyFrom(app.config.storageKey) };
  const requester = (request: FastifyRequest): Requester => ({ ip: request.ip, locale: request.locale });
  const answer = async (row: MemberRow) => ok(await profileOf(app.db, row));

  app.get('/api/v1/member/profile', {
    schema: { operationId: 'member.profile', tags, summary: 'The signed-in member’s profile', response: { 200: profile } },
    preHandler: requireMember,
    handler: async (request) => ok(await loadProfile(app.db, memberIdOf(request))),
  });
  app.post('/api/v1/member/profile', {
    schema: {
      operationId: 'member.updateMember',
      tags,
      summary: 'Change any profile fields (empty clears one)',
      body: profileUpdateSchema,
      response: { 200: profile },
    },
    preHandler: requireMember,
    handler: async (request) => answer(await updateProfile(app.db, memberIdOf(request), request.body)),
  });
  app.post('/api/v1/member/profile/field', {
    schema: { operationId: 'member.updateField', tags, summary: 'Change one profile field', body: profileFieldSchema, response: { 200: profile } },
    preHandler: requireMember,
    handler: async (request) => answer(await updateProfile(app.db, memberIdOf(request), request.body)),
  });
  app.post('/api/v1/member/location', {
    schema: {
      operationId: 'member.updateLocation',
      tags,
      summary: 'Set where the member is: ISO country and city',
      body: locationUpdateSchema.refine((v) => geoCities(v.country) !== undefined, { path: ['country'], error: 'validation.countryInvalid' }),
      response: { 200: profile },
    },
    preHandler: requireMember,
    handler: async (request) => answer(await updateLocation(app.db, memberIdOf(request), request.body)),
  });

  app.post('/api/v1/member/avatar', {
    schema: {
      operationId: 'member.uploadAvatar',
      tags,
      summary: 'Upload an avatar (multipart field fileDatas: png, jpeg, webp or gif by content); stored as 256×256 WebP',
      consumes: ['multipart/form-data'],
      response: { 200: profile },
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: 1 } },
    preHandler: requireMember,
    handler: async (request) => {
      const [file, ...others] = request.uploads.filter((u) => u.field === 'fileDatas');
      if (!file || others.length > 0) throw new AppError(Codes.BAD_REQUEST);
      return answer(await replaceAvatar(app.db, app.storage, memberIdOf(request), await file.read()));
    },
  });
  app.get('/media/avatars/:fileName', {
    schema: {
      operationId: 'media.avatar',
      tags,
      summary: 'An avatar image for <img> (public, unsigned, cached for good: each upload has a new name)',
      params: z.object({ fileName: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      produces: ['image/webp'],
    },
    config: { signature: false },
    handler: async (request, reply) => {
      const webp = await readAvatar(app.storage, request.params.fileName.slice(0, -'.webp'.length));
      if (!webp) throw new AppError(Codes.NOT_FOUND);
      return reply.type('image/webp').header('cache-control', AVATAR_CACHE).send(webp);
    },
  });

  app.post('/api/v1/member/mobile/bind', {
    schema: {
      operationId: 'member.bindMobile',
      tags,
      summary: 'Add a mobile to an account that has none (REBIND code sent to it)',
      body: rebindMobileSchema,
      response: { 200: profile },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { region, mobile, code, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'SMS', target: mobile, purpose: 'REBIND' } as const;
      const input = { binding, mobileRegion: region, code, mode: 'bind', captcha: { captchaKey, captchaCode } } as const;
      return answer(await changeContact(deps, memberIdOf(request), input, requester(request)));
    },
  });
  app.post('/api/v1/member/mobile/rebind', {
    schema: {
      operationId: 'member.rebindMobile',
      tags,
      summary: 'Replace the mobile (REBIND code sent to the new number)',
      body: rebindMobileSchema,
      response: { 200: profile },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { region, mobile, code, captchaKey, captchaCode } = request.body;
      const binding = { channel: 'SMS', target: mobile, purpose: 'REBIND' } as const;
      const input = { binding, mobileRegion: region, code, mode: 'rebind', captcha: { captchaKey, captchaCode } } as const;
      return answer(await changeContact(deps, memberIdOf(request), input, requester(request)));
    },
  });
  app.post('/api/v1/member/email/rebind', {
    schema: {
      operationId: 'member.rebindEmail',
      tags,
      summary: 'Set a new email (REBIND code sent to the new address)',
      body: rebindEmailSchema,
      response: { 200: profile },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { email, code, captchaKey, captchaCode } = request.body;
      const input = {
        binding: { channel: 'EMAIL', target: email.toLowerCase(), purpose: 'REBIND' } as const,
        code,
        mode: 'any',
        captcha: { captchaKey, captchaCode },
      } as const;
      return answer(await changeContact(deps, memberIdOf(request), input, requester(request)));
    },
  });
};
