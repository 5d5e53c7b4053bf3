import { type CompanyEmailView, companyEmailStartInput, companyEmailVerifyInput } from '@sme/shared/schemas/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { memberIdOf, requireMember } from '../../http/session';
import { otpKeyFrom } from '../members';
import { type CompanyEmailDeps, companyEmailOf, startCompanyEmail, verifyCompanyEmail } from './company-email';

const tags = ['booking'];
const companyEmailSchema: z.ZodType<CompanyEmailView> = z.object({
  companyEmail: z.string().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
});
const companyEmail = envelopeSchema(companyEmailSchema);

/** booking.companyEmail, booking.companyEmailStart, booking.companyEmailVerify: the member's company email, proven by a mailed code. */
export const companyEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CompanyEmailDeps = { db: app.db, mailer: app.mailer, otpKey: otpKeyFrom(app.config.storageKey) };

  app.get('/api/v1/booking/company-email', {
    schema: { operationId: 'booking.companyEmail', tags, summary: "The member's verified company email (login)", response: { 200: companyEmail } },
    preHandler: requireMember,
    handler: async (request) => ok(await companyEmailOf(app.db, memberIdOf(request))),
  });
  app.post('/api/v1/booking/company-email/start', {
    schema: {
      operationId: 'booking.companyEmailStart',
      tags,
      summary: 'Mail a 6-digit code to a company address (login); free-mail domains are refused with 3301',
      body: companyEmailStartInput,
      response: { 200: envelopeSchema(z.object({ resendAfterSeconds: z.number().int() })) },
    },
    config: { rateLimit: RATE_LIMITS.sendCode },
    preHandler: requireMember,
    handler: async (request) => ok(await startCompanyEmail(deps, memberIdOf(request), request.body.email)),
  });
  app.post('/api/v1/booking/company-email/verify', {
    schema: {
      operationId: 'booking.companyEmailVerify',
      tags,
      summary: 'Keep the company address whose code is given as the member’s company email (login)',
      body: companyEmailVerifyInput,
      response: { 200: companyEmail },
    },
    preHandler: requireMember,
    handler: async (request) => ok(await verifyCompanyEmail(deps, memberIdOf(request), request.body)),
  });
};
