import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { CheckSummaryReporter } from './apps/server/src/test/check-summary-reporter.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The server files that exercise the embedded engine's own paths: its single connection (transactions, jobs and mail
 * after commit), the bundled extensions (pg_trgm, btree_gist, full text), migrations and the demo seed of `npm start`,
 * booting and serving the web build, and the memory check that only runs on it.
 */
const PGLITE_ENGINE_FILES = [
  'src/db/**/*.test.ts',
  'src/jobs/*.test.ts',
  'src/http/http.test.ts',
  'src/http/web.test.ts',
  'src/http/multipart-memory.test.ts',
  'src/modules/system/system.test.ts',
  'src/modules/members/auth.test.ts',
  'src/modules/applications/applications.test.ts',
  'src/modules/catalogue/search/product-search.test.ts',
  'src/modules/assistant/knowledge/*.test.ts',
  'src/modules/membership/membership.test.ts',
  'src/modules/booking/booking.test.ts',
  'src/modules/booking/booking-mail.test.ts',
  'src/workflows/checkout/checkout.test.ts',
  'src/workflows/payment-confirmation/payment-confirmation.test.ts',
];

/**
 * Integration tests. Without a PostgreSQL server (a developer's machine) every server file runs on the embedded PGlite.
 * With TEST_DATABASE_URL (CI) every file runs on PostgreSQL, the production engine, and PGlite runs the files above:
 * the SQL is the same engine on both, so running all of it twice cost CI a quarter of its time for no new failure.
 */
const serverProject = (driver: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: driver === 'pglite' ? 'server' : 'server-pg',
    root: './apps/server',
    include: driver === 'pglite' && onPostgres ? PGLITE_ENGINE_FILES : ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    // A worker loads the server once and runs file after file in it: loading it afresh for every file cost 790 s of
    // worker time (vitest's "import", against 955 s of tests) for 40 s now. Safe because what outlives a file is keyed
    // by its app or its database (prepared statements, answer caches), a pure memo table, or a counter making names unique.
    isolate: false,
    // Each test file boots its own app on a fresh database; two cores, so two workers.
    // A worker cap differing from the other projects needs its own group, which also runs after them.
    maxWorkers: 2,
    sequence: { groupOrder: driver === 'pglite' ? 1 : 2 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'tooling', root: './scripts', include: ['**/*.test.ts'], environment: 'node' } },
  serverProject('pglite'),
];
if (onPostgres) projects.push(serverProject('postgres'));
if (existsSync('./apps/web/vitest.config.ts')) projects.push('./apps/web/vitest.config.ts');

/**
 * One runner for the whole monorepo; each workspace is a project with its own environment. After the default
 * output, one line per standing check (fuzzer, fault and memory checks) with its requests, 5xx and figure.
 */
export default defineConfig({ test: { projects, reporters: ['default', new CheckSummaryReporter()] } });
