import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Contact-us messages (connect submit). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    company: text(),
    subject: text(),
    message: text().notNull(),
    memberId: text(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Feedback (feedback save). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    content: text().notNull(),
    name: text(),
    email: text(),
    memberId: text(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
