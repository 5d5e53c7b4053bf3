import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type DatabaseHandle, type Db, pgPoolOf, pgliteClientOf } from './client';

/**
 * Cache invalidation across servers (DESIGN.md: shared state lives in PostgreSQL, invalidation by LISTEN/NOTIFY).
 * A write that changes a cached public answer announces its topic on one channel; every server listens on its own
 * connection and clears the caches registered under that topic. Announced inside a transaction, PostgreSQL delivers
 * the notification at commit, so no server refills a cache from data that is not yet committed. A server that lost its
 * listening connection may have missed notifications, so it clears everything once it listens again; each cache's TTL
 * bounds what a notification lost some other way (a server that died between commit and announce) leaves stale.
 */

/** What a change may make stale: each cache is registered under the one topic its answers read. */
export type CacheTopic =
  /** Products, stock, prices, merchants, categories, tags, currencies, content and ads (their answers join each other). */
  | 'catalogue'
  /** The membership plan list. */
  | 'plans'
  /** The assistant's suggested questions. */
  | 'assistant';

const TOPICS: ReadonlySet<string> = new Set<CacheTopic>(['catalogue', 'plans', 'assistant']);
const CHANNEL = 'sme_cache';
/** Waits before listening again after the connection failed, doubling up to the last. */
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/** A cache that can be emptied. */
export interface Clearable {
  clear(): void;
}

/** The caches of one database handle, by topic. */
class CacheRegistry {
  private readonly byTopic = new Map<CacheTopic, Set<Clearable>>();

  add(topic: CacheTopic, cache: Clearable): void {
    let caches = this.byTopic.get(topic);
    if (!caches) this.byTopic.set(topic, (caches = new Set()));
    caches.add(cache);
  }

  clear(topic: CacheTopic): void {
    for (const cache of this.byTopic.get(topic) ?? []) cache.clear();
  }

  clearAll(): void {
    for (const topic of this.byTopic.keys()) this.clear(topic);
  }
}

/** Keyed by the handle's database: apps sharing a process (tests) never clear each other's caches. */
const registries = new WeakMap<Database, CacheRegistry>();

function registryOf(db: Database): CacheRegistry {
  let registry = registries.get(db);
  if (!registry) registries.set(db, (registry = new CacheRegistry()));
  return registry;
}

/** Registers `cache` to be cleared when `topic` changes on `db`; answers the cache. */
export function clearedOnChange<C extends Clearable>(db: Database, topic: CacheTopic, cache: C): C {
  registryOf(db).add(topic, cache);
  return cache;
}

/**
 * Tells every server that `topic` changed. Inside a transaction the notice leaves at commit (nothing on rollback).
 * On the database itself (after the write committed) this server's caches are also cleared at once, so the writer's
 * next read sees its change without waiting for the notice to come back.
 */
export async function announceChange(db: Db, topic: CacheTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${topic})`);
  registries.get(db as Database)?.clear(topic);
}

/** A running listener; close() stops it before the database closes. */
export interface CacheInvalidationListener {
  close(): Promise<void>;
}

function onNotice(registry: CacheRegistry, payload: string | undefined): void {
  if (payload && TOPICS.has(payload)) registry.clear(payload as CacheTopic);
}

/**
 * One PostgreSQL connection of its own that only listens (a pooled one would go back to the pool and stop listening).
 * It reconnects after an error with a growing wait, and clears all caches once it listens again.
 */
async function listenOnPostgres(pool: pg.Pool, registry: CacheRegistry, log: FastifyBaseLogger): Promise<CacheInvalidationListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, 'cache invalidation connection lost; caches cleared when it listens again');
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void connect(), wait);
      timer.unref();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) onNotice(registry, message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (closed || lost) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Whatever changed while nobody listened is unknown: start from empty caches.
    if (failures > 0) registry.clearAll();
    failures = 0;
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Starts listening for changes on the handle's database (at boot, after migrations). On PGlite the one process owns the
 * database and its notices come back on the same client, through the same path.
 */
export async function listenForCacheChanges(handle: DatabaseHandle, log: FastifyBaseLogger): Promise<CacheInvalidationListener> {
  const registry = registryOf(handle.db);
  const pool = pgPoolOf(handle.db);
  if (pool) return listenOnPostgres(pool, registry, log);
  const pglite = pgliteClientOf(handle.db);
  if (!pglite) throw new Error(`no cache invalidation for ${handle.description}`);
  const unlisten = await pglite.listen(CHANNEL, (payload) => onNotice(registry, payload));
  return { close: () => unlisten() };
}
