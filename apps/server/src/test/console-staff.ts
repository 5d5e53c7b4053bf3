import { randomBytes } from 'node:crypto';
import type { Role } from '@sme/shared/constants';
import type { FastifyInstance } from 'fastify';
import { addMemberRoles, createMember } from '../modules/members/members.service';
import { createSession, findSessionMember } from '../modules/members/sessions.service';
import type { ConsoleActor } from '../http/console-guard';
import { enrolTotp, verifyTotp } from '../console/staff/mfa.service';
import { upsertStaffRow } from '../console/staff/staff.service';
import { totpCode, totpKeyFrom } from '../console/staff/totp';

/** Helpers for tests of console routes: staff members made through the services, second factor passed. */

/** Who a staff helper made. */
export interface TestStaff {
  cookie: string;
  memberId: string;
  email: string;
  /** The base32 TOTP secret (what the authenticator app holds); empty when `totp: false`. */
  secret: string;
}

/** Options of signedInStaff. */
export interface StaffOptions {
  /** The console roles; ADMIN alone by default. */
  roles?: Role[];
  /** The merchant a MERCHANT_STAFF member works for (null or absent = platform staff). */
  merchantId?: string | null;
  /** false: no TOTP enrolled, no second factor (for tests of those steps). Default true. */
  totp?: boolean;
}

/**
 * A member with the roles, a staff row and (by default) a confirmed TOTP whose code this session passed, so every
 * console route accepts its cookie. Answers like signedInMember, plus the TOTP secret.
 */
export async function signedInStaff(app: FastifyInstance, options: StaffOptions = {}): Promise<TestStaff> {
  const roles = options.roles ?? ['ADMIN'];
  const email = `staff-${randomBytes(6).toString('hex')}@example.com`;
  const member = await createMember(app.db, { email, locale: 'en_US' });
  if (!member) throw new Error('member not created');
  await addMemberRoles(app.db, member.id, roles);
  await upsertStaffRow(app.db, { memberId: member.id, merchantId: options.merchantId ?? null, invitedBy: null });
  const { token } = await createSession(app.db, member.id, { method: 'EMAIL_PASSWORD' });
  if (options.totp === false) return { cookie: `token=${token}`, memberId: member.id, email, secret: '' };
  const session = await findSessionMember(app.db, token);
  if (!session) throw new Error('session not found');
  const actor: ConsoleActor = {
    memberId: member.id,
    roles: session.roles,
    isAdmin: roles.includes('ADMIN'),
    merchantId: options.merchantId ?? null,
    ip: '127.0.0.1',
  };
  const key = totpKeyFrom(app.config.storageKey);
  const { secret } = await enrolTotp(app.db, key, actor);
  await verifyTotp(app.db, key, actor, session.sessionId, totpCode(secret));
  return { cookie: `token=${token}`, memberId: member.id, email, secret };
}
