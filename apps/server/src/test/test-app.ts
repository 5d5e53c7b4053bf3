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

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test';
/** Any fixed number: the advisory lock under which one worker builds the PostgreSQL template while others wait. */
const TEMPLATE_LOCK = 718_042;

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplatePromise: Promise<string> | undefined;

/**
 * The name of a migrated PostgreSQL database with reference data, made once per migration set (the name carries
 * the fingerprint) and copied by CREATE DATABASE … TEMPLATE for every test app: a copy costs a fraction of running
 * every migration again. Built under a different name and renamed when complete, so no worker copies a half-built one.
 */
function postgresTemplate(): Promise<string> {
  postgresTemplatePromise ??= withAdmin(async (admin) => {
    const name = `sme_template_${templateFingerprint()}`;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${process.pid}`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const handle = await createDatabase({ databaseUrl: databaseUrl(building), dataDir: tmpdir() });
        try {
          await runMigrations(handle);
          await ensureReferenceData(handle.db);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  });
  return postgresTemplatePromise;
}

/** A fresh, uniquely named PostgreSQL database made from TEST_DATABASE_URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate();
  const name = `sme_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
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
