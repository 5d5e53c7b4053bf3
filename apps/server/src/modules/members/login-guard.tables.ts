import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempt and failure counters per account identifier and per client address (login-guard.ts).
 * In the database so every server instance counts the same attempts.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    /** "attempts|email:a@b.hk", "failures|ip:203.0.113.9", … */
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_counters_expires_idx').on(t.expiresAt)],
);
