import type { Role } from '@sme/shared/constants';
import { sql } from 'drizzle-orm';
import { date, index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Feeds member numbers (members.service.ts). */
export const memberNoSeq = pgSequence('member_no_seq', { startWith: 1 });

/**
 * Accounts (spec section 3, user profile). One email one member and one mobile one member are enforced by
 * unique indexes, so two concurrent registrations cannot both succeed.
 */
export const members = pgTable(
  'members',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The member number shown on the profile, e.g. M20260001; assigned at registration. */
    memberNo: text().notNull(),
    /** Lower-cased; null when the account was registered by mobile and has no email yet. */
    email: text(),
    /** E.164 (+85291234567). */
    mobile: text(),
    /** ISO region of the mobile number (HK, CN, …), as chosen in the form. */
    mobileRegion: text(),
    /** argon2id PHC string (see password.ts); null for accounts that only sign in by code or a social provider. */
    passwordHash: text(),
    roles: text()
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`ARRAY['MEMBER']::text[]`),
    /** Stored file id of the resized avatar (served by the member routes). */
    avatarFileId: text(),
    engFirstName: text(),
    engLastName: text(),
    fullName: text(),
    nickName: text(),
    /** MR | MS */
    salutation: text(),
    birthday: date({ mode: 'string' }),
    address: text(),
    /** Where the member is (member.updateLocation): ISO country and city name. */
    locationCountry: text(),
    locationCity: text(),
    locale: text().notNull().default('en_US'),
    /** The company email verified by code on /community1 (adviser calls), lower-cased. */
    companyEmail: text(),
    companyEmailVerifiedAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** Set when staff disable the account in the back office: it can no longer sign in and its sessions are revoked. */
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_idx').on(t.email), uniqueIndex('members_mobile_idx').on(t.mobile), uniqueIndex('members_member_no_idx').on(t.memberNo)],
);

/** Sign-in sessions: the random token travels in an httpOnly cookie; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** How the session was opened: EMAIL_PASSWORD | MOBILE_CODE | OIDC | REGISTER | RESET. */
    method: text().notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When this session passed the staff second factor (TOTP); null = not (the back office refuses it). */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);
