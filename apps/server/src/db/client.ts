import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';

/** The one database type every service receives, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Database: services that work inside a caller's transaction take this. */
export type DatabaseTx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query may run on the pool or inside a transaction: functions that take either take this. */
export type Db = Database | DatabaseTx;

/** An open database with its driver and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Short description for logs, without credentials. */
  description: string;
  close(): Promise<void>;
}

/** Options that are not configuration (tests). */
export interface CreateDatabaseOptions {
  /** Start PGlite from a dump of an initialised data directory (tests: skips initdb, ~4x faster). */
  pgliteLoadDataDir?: Blob;
}

/** Same naming rule as drizzle.config.ts: camelCase properties, snake_case columns. */
const CASING = 'snake_case' as const;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A client lent by connect() gives itself back to the pool as broken the moment it loses its connection, and its
 * release becomes idempotent, so the holder's own release afterwards does nothing.
 */
function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    // With an error the pool destroys the client and frees its place for a new connection.
    release(err);
  };
  const onError = (err: Error) => giveBack(err);
  client.on('error', onError);
  client.release = giveBack;
  return client;
}

/**
 * The server's PostgreSQL pool. pg-pool (3.14) takes its own 'error' listener off a client while lending it out
 * and only pool.query listens meanwhile; a client lent by connect() (drizzle's transactions, the migration lock)
 * whose connection PostgreSQL ends (restart, failover: 57P01) would emit 'error' with no listener, an uncaught
 * exception that ends the process. Its holder may also never give it back: drizzle releases nothing when BEGIN
 * fails, and each such client would hold a place in the pool for ever. So every lent client is guarded.
 */
class ServerPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query lends through the callback form and guards its client itself.
    if (callback) return super.connect(callback);
    // Guarded inside the callback, not a promise tick later: the pool may lend a client that another query just
    // gave back, within the socket event that goes on to deliver that connection's 57P01 to it.
    return new Promise((resolve, reject) => {
      super.connect((err, client) => {
        if (client) resolve(releasedWhenBroken(client));
        else reject(err);
      });
    });
  }
}

/**
 * PGlite runs each statement synchronously on this thread and a request's statements follow one another in promise
 * callbacks, so the event loop would read no new request until the one in progress had answered: arrivals would wait
 * unseen in the socket backlog, where nothing can bound or refuse them. A turn of the loop before each statement lets
 * them in, to be queued or answered 503 at once (http/load-shed.ts).
 */
class YieldingPGlite extends PGlite {
  override async execProtocolRaw(message: Uint8Array, options?: Parameters<PGlite['execProtocolRaw']>[1]): Promise<Uint8Array> {
    await nextLoopTurn();
    return super.execProtocolRaw(message, options);
  }
}

/**
 * PGlite's PostgreSQL lives in a WebAssembly memory that grows and never gives memory back, and its default
 * shared_buffers (128 MB) fills up with cached pages under load: ~120 MB more resident memory than 16 MB. The data
 * files are ordinary files (DATA_DIR/pglite), so pages that do not fit are read from the operating system's cache.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** Open PostgreSQL (DATABASE_URL) or PGlite (memory:// or DATA_DIR/pglite). */
export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = config.databaseUrl;
  if (url && !url.startsWith('memory://')) {
    const pool = new ServerPool({ connectionString: url, max: 10 });
    const db: Database = drizzlePg({ client: pool, schema, casing: CASING });
    const parsed = new URL(url);
    return {
      db,
      driver: 'postgres',
      description: `postgres ${parsed.host}${parsed.pathname}`,
      close: () => pool.end(),
    };
  }
  const inMemory = url?.startsWith('memory://') ?? false;
  const dataDir = inMemory ? undefined : join(config.dataDir, 'pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Extensions are loaded at creation (pg_trgm: catalogue search; btree_gist: the bookings' exclusion constraint); the
  // migration then creates them in the database.
  const extensions = { pg_trgm, btree_gist };
  const client = new YieldingPGlite({
    dataDir,
    extensions,
    startParams: PGLITE_START_PARAMS,
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  await client.waitReady;
  const db: Database = drizzlePglite({ client, schema, casing: CASING });
  return {
    db,
    driver: 'pglite',
    description: inMemory ? 'pglite (memory)' : `pglite ${dataDir}`,
    close: () => client.close(),
  };
}

/** The underlying PGlite client of a handle (tests dump it to make a template). */
export function pgliteClientOf(db: Database): PGlite | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : undefined;
}

/** The node-postgres pool of a handle (the migrator takes an advisory lock on it). */
export function pgPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
