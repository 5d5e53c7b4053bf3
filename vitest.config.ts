import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { CheckSummaryReporter } from './apps/server/src/test/check-summary-reporter.ts';

// Integration tests run on the embedded PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set (CI).
const serverProject = (driver: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: driver === 'pglite' ? 'server' : 'server-pg',
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
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
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('postgres'));
if (existsSync('./apps/web/vitest.config.ts')) projects.push('./apps/web/vitest.config.ts');

/**
 * One runner for the whole monorepo; each workspace is a project with its own environment. After the default
 * output, one line per standing check (fuzzer, fault and memory checks) with its requests, 5xx and figure.
 */
export default defineConfig({ test: { projects, reporters: ['default', new CheckSummaryReporter()] } });
