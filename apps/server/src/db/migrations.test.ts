import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, REPO_ROOT, SERVER_ROOT } from '../paths';

describe('committed migrations', () => {
  const out = mkdtempSync(join(tmpdir(), 'sme-migration-drift-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('match the tables: drizzle-kit generate finds nothing to add (run npm run db:generate after changing a *.tables.ts)', () => {
    cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const before = readdirSync(out).sort();
    // drizzle-kit resolves --out against the working directory, so give it a relative path.
    const result = spawnSync(
      join(REPO_ROOT, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--dialect=postgresql', '--schema=./src/db/schema.ts', `--out=${relative(SERVER_ROOT, out)}`, '--casing=snake_case'],
      { cwd: SERVER_ROOT, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual(before);
    expect(result.stdout).toContain('No schema changes');
  });
});
