import type { Role } from '@sme/shared/constants';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Back-office staff: which members work for which merchant (null = platform staff, e.g. admins), the
 * invitations admins send, and each staff member's TOTP second factor. The roles themselves stay on the member
 * (members.roles), so one guard checks them everywhere; this module says whose data a staff member may touch.
 */

export const staffMembers = pgTable(
  'staff_members',
  {
    memberId: uuid().primaryKey(),
    /** The merchant whose products, orders, coupons and reports this staff member handles; null = platform-wide. */
    merchantId: uuid(),
    /** ACTIVE | DISABLED */
    status: text().notNull().default('ACTIVE'),
    invitedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_members_merchant_idx').on(t.merchantId)],
);

/** An admin's invitation: a one-time token mailed to the address, accepted by signing in (or registering) with it. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    merchantId: uuid(),
    roles: text().array().$type<Role[]>().notNull(),
    /** SHA-256 of the token in the mailed link. */
    tokenHash: text().notNull(),
    invitedBy: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_invitations_token_idx').on(t.tokenHash), index('staff_invitations_email_idx').on(t.email)],
);

/** A staff member's TOTP secret (RFC 6238), encrypted at rest; confirmed once a first code was accepted. */
export const staffTotp = pgTable('staff_totp', {
  memberId: uuid().primaryKey(),
  /** AES-256-GCM of the base32 secret with a key derived from STORAGE_KEY. */
  secretEncrypted: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  /** The last accepted time step: a code is accepted once (no replay within its window). */
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
