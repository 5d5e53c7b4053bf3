import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { createDatabase, pgliteClientOf } from '../db/client';
import { runMigrations } from '../db/migrate';
import { CURRENCIES } from '../db/seed/currency-data';
import { DICTIONARY_SEED } from '../db/seed/dictionary-data';
import { ensureReferenceData } from '../db/seed/reference';
import { FAQ_SEED } from '../modules/assistant/reference/faq-data';
import { SUGGESTION_SEED } from '../modules/assistant/reference/suggestions-data';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Test apps on a fresh database each: in-memory PGlite by default (started from a cached, already
 * migrated data directory, because initdb in WASM costs seconds), or a uniquely named PostgreSQL
 * database when TEST_DB_DRIVER=postgres (created from TEST_DATABASE_URL, dropped on close).
 */

/** Which database the tests run on. */
export const TEST_DB_DRIVER = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

function templateFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  hash.update(JSON.stringify(DICTIONARY_SEED)).update(JSON.stringify(PLAN_DEFINITIONS)).update(JSON.stringify(CURRENCIES));
  hash.update(JSON.stringify(FAQ_SEED)).update(JSON.stringify(SUGGESTION_SEED));
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | undefined;

/** A dump of a migrated PGlite with reference data, made once per migration set and shared by test files via the temp dir. */
function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const file = join(tmpdir(), `sme-pglite-template-${templateFingerprint()}.tar`);
    if (!existsSync(file)) {
      const handle = await createDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
      await runMigrations(handle);
      await ensureReferenceData(handle.db);
      const dump = await pgliteClientOf(handle.db)?.dumpDataDir('none');
      await handle.close();
      if (!dump) throw new Error('PGlite dump failed');
      // Write then rename: another worker may be making the same template at the same time.
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return templatePromise;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
  const name = `sme_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Configuration for a test app: test env, own temp DATA_DIR, no web build, no demo seed; override as needed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-test-data-'));
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'never', PUBLIC_URL: 'http://localhost:8080' }),
    dataDir,
    webDistDir: join(dataDir, 'no-web-dist'),
    ...overrides,
  };
}

/** Build the app on a fresh database; closing it removes the database and the temp DATA_DIR. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  let drop: (() => Promise<void>) | undefined;
  if (TEST_DB_DRIVER === 'postgres') {
    const database = await createPostgresDatabase();
    config.databaseUrl = database.url;
    drop = database.drop;
  } else {
    config.databaseUrl = 'memory://';
    options = { pgliteLoadDataDir: await pgliteTemplate(), ...options };
  }
  return buildApp(config, {
    ...options,
    afterClose: async () => {
      await drop?.();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  });
}
