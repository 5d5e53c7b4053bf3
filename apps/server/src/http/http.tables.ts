import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State the HTTP plugins share across server instances (DESIGN: stateless servers), so N servers
 * behind a load balancer refuse the same replayed nonce and count the same rate limits.
 */

/** Request nonces seen within the signature window; the primary key makes a replay fail atomically. */
export const signatureNonces = pgTable(
  'signature_nonces',
  {
    nonce: text().primaryKey(),
    appId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('signature_nonces_expires_idx').on(t.expiresAt)],
);

/** Fixed-window rate-limit counters keyed by route and client. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    /** Epoch milliseconds when the window ends. */
    resetAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
