import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from './http.tables';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

const PURGE_INTERVAL_MS = 60_000;

/** Count one hit in a fixed window; one upsert so concurrent servers share the counter. */
export async function incrementCounter(db: Database, key: string, timeWindowMs: number, now = Date.now()): Promise<{ current: number; ttl: number }> {
  const resetAt = now + timeWindowMs;
  const expired = sql`${rateLimitCounters.resetAt} <= ${now}::bigint`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${resetAt}::bigint ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { current: row.count, ttl: Math.max(0, row.resetAt - now) };
}

/**
 * A @fastify/rate-limit store class bound to our database (DESIGN: counters live in PostgreSQL).
 * Each route with its own limit gets a child store whose keys are prefixed by the route.
 */
export function createPgRateLimitStore(db: Database) {
  let lastPurge = 0;
  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly timeWindow: number;

    constructor(input: object = {}) {
      const options = input as StoreOptions;
      this.timeWindow = typeof options.timeWindow === 'number' ? options.timeWindow : 60_000;
      const info = options.routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : info?.method;
      this.prefix = info?.url ? `${method ?? ''} ${info.url}` : 'global';
    }

    /** The plugin passes the resolved time window as a third argument; the constructor's is the fallback. */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const now = Date.now();
      incrementCounter(db, `${this.prefix}|${key}`, timeWindow ?? this.timeWindow, now).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
      if (now - lastPurge > PURGE_INTERVAL_MS) {
        lastPurge = now;
        db.delete(rateLimitCounters)
          .where(lt(rateLimitCounters.resetAt, now))
          .catch(() => undefined);
      }
    }

    /** At run time the plugin passes the route's merged rate-limit options with `routeInfo` (its README), not what its types say. */
    child(routeOptions: object): PgRateLimitStore {
      return new PgRateLimitStore(routeOptions);
    }
  };
}
