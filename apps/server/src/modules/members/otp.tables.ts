import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes, one row per channel + target + purpose: a new code replaces the previous one, and the
 * unique index lets a single conditional upsert enforce the resend wait across servers. Only an HMAC of
 * the code is stored.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** EMAIL | SMS */
    channel: text().notNull(),
    /** Lower-cased email or E.164 mobile. */
    target: text().notNull(),
    /** REGISTER | LOGIN | RESET_PASSWORD | REBIND */
    purpose: text().notNull(),
    codeHash: text().notNull(),
    /** Tries spent on this code, right or wrong; none are left after five. */
    attempts: integer().notNull().default(0),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('otp_codes_binding_idx').on(t.channel, t.target, t.purpose)],
);
