import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import { type DatabaseHandle, pgPoolOf } from './client';
import type * as schema from './schema';

/** Arbitrary constant naming our migration lock, so servers starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 73_114_202;

/** Apply the committed drizzle-kit migrations (idempotent; already applied ones are skipped). */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, options);
    return;
  }
  const pool = pgPoolOf(handle.db);
  if (!pool) throw new Error('postgres handle without a pool');
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, options);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
}
