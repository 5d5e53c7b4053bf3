import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Scheduled background jobs (DESIGN: jobs in a table claimed with FOR UPDATE SKIP LOCKED), so they survive
 * restarts and N servers share them without running one twice. A job is due at `runAt`; a worker claims it by
 * setting `lockedUntil`; a finished job gets `doneAt`; a failed one is retried later with `attempts` counted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} IS NULL`),
    index('jobs_kind_idx').on(t.kind),
  ],
);
