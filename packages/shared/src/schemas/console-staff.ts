import { z } from 'zod';
import type { Role } from '../constants';
import { emailField } from './fields';

/**
 * Back-office access: the contract of console.me, console.mfa.enrol and console.staff.* (the staff list and
 * invitations are admins only).
 */

/** Whether a staff member may still use the console. */
export const STAFF_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The roles an invitation may grant (MEMBER comes with every account); a reviewer, like an admin, is platform staff (no merchant). */
export const INVITABLE_ROLES = ['MERCHANT_STAFF', 'ADMIN', 'REVIEWER', 'ADVISER'] as const satisfies readonly Role[];

/** console.staff.invite body: a merchant's staff need the merchant they will work for. */
export const consoleStaffInviteInput = z.object({
  email: emailField,
  roles: z.array(z.enum(INVITABLE_ROLES, { error: 'validation.invalid' })).min(1, { error: 'validation.invalid' }),
  merchantId: z.uuid({ error: 'validation.idInvalid' }).optional(),
});
/** The invitation as the console sends it. */
export type ConsoleStaffInviteInput = z.input<typeof consoleStaffInviteInput>;

/** console.me answer: who is at the console, for which merchant, and how far through the second factor. */
export interface ConsoleMeView {
  memberId: string;
  displayName: string;
  roles: Role[];
  isAdmin: boolean;
  merchantId: string | null;
  merchantName: string | null;
  totpEnrolled: boolean;
  secondFactorPassed: boolean;
}

/** console.mfa.enrol body: `renew` replaces a pending (unconfirmed) secret on purpose; without it the pending one is shown again. */
export const mfaEnrolInput = z.object({ renew: z.boolean().default(false) });

/** console.mfa.enrol answer: the authenticator link (drawn as a QR code) and the same secret to type by hand. */
export interface MfaEnrolmentView {
  otpauthUrl: string;
  secret: string;
}

/** One staff member as console.staff.list answers it. */
export interface StaffMemberView {
  memberId: string;
  displayName: string;
  email: string | null;
  roles: Role[];
  merchantId: string | null;
  merchantName: string | null;
  status: StaffStatus;
  totpEnrolled: boolean;
  createdAt: string;
}

/** console.staff.list answer (a platform has tens of staff, not thousands: no paging). */
export interface StaffListView {
  list: StaffMemberView[];
}
