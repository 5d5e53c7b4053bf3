import { Codes } from '@sme/shared/codes';
import type { Role } from '@sme/shared/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from './app-error';

/**
 * Who may use the back office and on whose data. Roles live on the member; the staff row says which
 * merchant a merchant's staff works for. Admins see everything; a merchant's staff only their merchant's data
 * (another merchant's answers 404, never 403, so ids do not leak). Platform roles (reviewer) open only the routes
 * that list them.
 */

/** The roles a console route accepts unless it names its own: admins and merchants' staff. */
export const CONSOLE_ROLES: readonly Role[] = ['ADMIN', 'MERCHANT_STAFF'];

/** Platform staff besides admins: they work for no merchant (staff row merchantId null) and open only the routes that name their role. */
export const PLATFORM_STAFF_ROLES: readonly Role[] = ['REVIEWER', 'ADVISER'];

/** Every role that may sign into the back office (second factor, console.me); what each then opens is said where a route is guarded. */
export const STAFF_ROLES: readonly Role[] = [...CONSOLE_ROLES, ...PLATFORM_STAFF_ROLES];

/** The staff member behind a console request. */
export interface ConsoleActor {
  memberId: string;
  roles: Role[];
  isAdmin: boolean;
  /** The merchant a merchant's staff works for; null for platform staff (admins, reviewers). */
  merchantId: string | null;
  ip: string;
}

/** What the guard needs of a staff row: whether it is active and which merchant it works for. */
export interface ConsoleStaffRow {
  status: string;
  merchantId: string | null;
}

/** How the guard finds a member's staff row; the staff domain provides it (http imports no domain code). */
export interface ConsoleGuardOptions {
  findStaff: (db: Database, memberId: string) => Promise<ConsoleStaffRow | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    consoleActor: ConsoleActor | null;
  }
  interface FastifyInstance {
    /** The staff row of a member, or null (console guard plugin). */
    findConsoleStaff: (memberId: string) => Promise<ConsoleStaffRow | null>;
  }
}

/** Declares request.consoleActor (null until requireConsole sets it) and the staff lookup the guards use. */
export const consoleGuardPlugin = fp<ConsoleGuardOptions>(
  async (app, { findStaff }) => {
    app.decorateRequest('consoleActor', null);
    app.decorate('findConsoleStaff', (memberId: string) => findStaff(app.db, memberId));
  },
  { name: 'console-guard', dependencies: ['session'] },
);

/**
 * Guard of every console route: a member (401), with one of the roles (403 5403), an active staff row (403), and a
 * session that passed the TOTP second factor (403 with messageKey staff.secondFactorRequired, so the web can ask
 * for the code). Sets request.consoleActor.
 */
export function requireConsole(roles: readonly Role[] = CONSOLE_ROLES) {
  const staffGuard = requireConsoleStaff(roles);
  return async (request: FastifyRequest): Promise<void> => {
    await staffGuard(request);
    if (!request.member?.secondFactorAt) {
      request.consoleActor = null;
      throw new AppError(Codes.FORBIDDEN_ROLE, { messageKey: 'staff.secondFactorRequired' });
    }
  };
}

/**
 * The guard of the steps before the second factor (enrol, verify, console.me): requireConsole's checks without the
 * TOTP one. Sets request.consoleActor; only routes that lead to the second factor may use it.
 */
export function requireConsoleStaff(roles: readonly Role[] = CONSOLE_ROLES) {
  return async (request: FastifyRequest): Promise<void> => {
    const member = request.member;
    if (!member) throw new AppError(Codes.UNAUTHORIZED);
    const granted = member.roles.filter((r) => roles.includes(r));
    if (granted.length === 0) throw new AppError(Codes.FORBIDDEN_ROLE);
    const staff = await request.server.findConsoleStaff(member.id);
    const isAdmin = member.roles.includes('ADMIN');
    // A merchant's staff need their merchant; platform staff (a reviewer on a route naming that role) work for none.
    const needsMerchant = !granted.some((r) => PLATFORM_STAFF_ROLES.includes(r));
    if (!isAdmin && (!staff || staff.status !== 'ACTIVE' || (needsMerchant && !staff.merchantId))) throw new AppError(Codes.FORBIDDEN_ROLE);
    if (staff?.status === 'DISABLED') throw new AppError(Codes.FORBIDDEN_ROLE, { messageKey: 'staff.disabled' });
    request.consoleActor = { memberId: member.id, roles: member.roles, isAdmin, merchantId: isAdmin ? null : (staff?.merchantId ?? null), ip: request.ip };
  };
}

/** The console actor of a guarded request (the guard ran). */
export function consoleActorOf(request: FastifyRequest): ConsoleActor {
  if (!request.consoleActor) throw new AppError(Codes.UNAUTHORIZED);
  return request.consoleActor;
}

/** Whether the actor may touch data of this merchant (admins: any). */
export function canActOnMerchant(actor: ConsoleActor, merchantId: string | null): boolean {
  return actor.isAdmin || (merchantId !== null && actor.merchantId === merchantId);
}

/** The audit entry fields that come from the actor. */
export function auditActor(actor: ConsoleActor): { actorId: string; actorRoles: readonly Role[]; ip: string } {
  return { actorId: actor.memberId, actorRoles: actor.roles, ip: actor.ip };
}
