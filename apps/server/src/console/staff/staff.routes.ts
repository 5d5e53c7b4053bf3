import { Codes } from '@sme/shared/codes';
import { ROLES } from '@sme/shared/constants';
import { STAFF_STATUSES, type StaffMemberView, consoleStaffInviteInput, mfaEnrolInput } from '@sme/shared/schemas/console-staff';
import { otpField } from '@sme/shared/schemas/members';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireMember } from '../../http/session';
import { STAFF_ROLES, consoleActorOf, requireConsole, requireConsoleStaff } from '../../http/console-guard';
import { acceptInvitation, inviteStaff } from './invitations.service';
import { enrolTotp, verifyTotp } from './mfa.service';
import { consoleMe, disableStaff, listStaff } from './staff.service';
import { totpKeyFrom } from './totp';

const TAGS = ['console'];
const roleSchema = z.enum(ROLES);
const staffSchema: z.ZodType<StaffMemberView> = z.object({
  memberId: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  roles: z.array(roleSchema),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
});

function sessionOf(request: FastifyRequest) {
  if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
  return request.member;
}

/** Back-office access: the TOTP second factor, who is signed in, staff invitations and the staff list. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const totpKey = totpKeyFrom(app.config.storageKey);
  // Every staff role signs in here (a reviewer too), though each opens only the routes that name it.
  const beforeSecondFactor = requireConsoleStaff(STAFF_ROLES);
  const adminOnly = requireConsole(['ADMIN']);

  app.post('/api/v1/console/mfa/enrol', {
    schema: {
      operationId: 'console.mfa.enrol',
      tags: TAGS,
      summary:
        'The pending TOTP secret and its otpauth:// link for a staff member without a confirmed one: made on the first call, the same on later calls until confirmed or replaced with renew (409 once confirmed)',
      body: mfaEnrolInput,
      response: { 200: envelopeSchema(z.object({ otpauthUrl: z.string(), secret: z.string() })) },
    },
    preValidation: beforeSecondFactor,
    handler: async (request) => ok(await enrolTotp(app.db, totpKey, consoleActorOf(request), request.body)),
  });

  app.post('/api/v1/console/mfa/verify', {
    schema: {
      operationId: 'console.mfa.verify',
      tags: TAGS,
      summary: 'Check a TOTP code and mark the session’s second factor; the first success confirms the enrolment (a code counts once; 5 wrong in 15 min: 429)',
      body: z.object({ code: otpField }),
      response: { 200: envelopeSchema(z.object({ verified: z.literal(true) })) },
    },
    // preValidation, so a visitor or a member without a console role hears 401/403 before any 400 about the code.
    preValidation: beforeSecondFactor,
    handler: async (request) => {
      await verifyTotp(app.db, totpKey, consoleActorOf(request), sessionOf(request).sessionId, request.body.code);
      return ok({ verified: true as const });
    },
  });

  app.get('/api/v1/console/me', {
    schema: {
      operationId: 'console.me',
      tags: TAGS,
      summary: 'The signed-in staff member, their merchant, and whether the TOTP is enrolled and passed in this session',
      response: {
        200: envelopeSchema(
          z.object({
            memberId: z.string(),
            displayName: z.string(),
            roles: z.array(roleSchema),
            isAdmin: z.boolean(),
            merchantId: z.string().nullable(),
            merchantName: z.string().nullable(),
            totpEnrolled: z.boolean(),
            secondFactorPassed: z.boolean(),
          }),
        ),
      },
    },
    preHandler: beforeSecondFactor,
    handler: async (request) => ok(await consoleMe(app.db, consoleActorOf(request), sessionOf(request).secondFactorAt, request.locale)),
  });

  app.post('/api/v1/console/staff/invite', {
    schema: {
      operationId: 'console.staff.invite',
      tags: TAGS,
      summary:
        'Invite a staff member by email (admins only): merchant staff of one merchant, or platform staff (an admin, a reviewer of applications); the link is mailed',
      body: consoleStaffInviteInput,
      response: {
        200: envelopeSchema(
          z.object({ id: z.string(), email: z.string(), roles: z.array(roleSchema), merchantId: z.string().nullable(), expiresAt: z.string() }),
        ),
      },
    },
    preValidation: adminOnly,
    handler: async (request) =>
      ok(
        await inviteStaff(
          app.db,
          app.mailer,
          consoleActorOf(request),
          { ...request.body, roles: [...new Set(request.body.roles)] },
          { locale: request.locale, publicUrl: app.config.publicUrl },
        ),
      ),
  });

  app.post('/api/v1/console/staff/accept', {
    schema: {
      operationId: 'console.staff.accept',
      tags: TAGS,
      summary: 'Accept an invitation as the signed-in member it was mailed to (anyone else: 404); adds the roles and the staff row',
      body: z.object({ token: z.string().trim().min(1, { error: 'validation.required' }).max(100) }),
      response: { 200: envelopeSchema(z.object({ roles: z.array(roleSchema), merchantId: z.string().nullable() })) },
    },
    preValidation: requireMember,
    handler: async (request) => ok(await acceptInvitation(app.db, sessionOf(request), request.body.token, request.ip)),
  });

  app.get('/api/v1/console/staff/list', {
    schema: {
      operationId: 'console.staff.list',
      tags: TAGS,
      summary: 'Every staff member, newest first (admins only)',
      response: { 200: envelopeSchema(z.object({ list: z.array(staffSchema) })) },
    },
    preHandler: adminOnly,
    handler: async (request) => ok({ list: await listStaff(app.db, request.locale) }),
  });

  app.post('/api/v1/console/staff/disable', {
    schema: {
      operationId: 'console.staff.disable',
      tags: TAGS,
      summary: 'Disable a staff member: the console refuses them from the next request (admins only; not yourself)',
      body: z.object({ memberId: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: envelopeSchema(z.object({ disabled: z.literal(true) })) },
    },
    preValidation: adminOnly,
    handler: async (request) => {
      await disableStaff(app.db, consoleActorOf(request), request.body.memberId);
      return ok({ disabled: true as const });
    },
  });
};
