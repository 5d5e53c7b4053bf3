import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Email subscriptions with double opt-in; tokens are stored as SHA-256 hashes only. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased address. */
    email: text().notNull(),
    /** PENDING | CONFIRMED | UNSUBSCRIBED */
    status: text().notNull(),
    source: text().notNull(),
    locale: text().notNull(),
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    unsubscribeTokenHash: text(),
    lastMailedAt: timestamp({ withTimezone: true }),
    memberId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_email_idx').on(t.email),
    index('subscriptions_confirm_token_idx').on(t.confirmTokenHash),
    index('subscriptions_unsubscribe_token_idx').on(t.unsubscribeTokenHash),
  ],
);
