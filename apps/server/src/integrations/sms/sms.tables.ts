import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Text messages written here instead of being sent when no SMS provider is configured (development, tests). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_created_idx').on(t.to, t.createdAt)],
);
