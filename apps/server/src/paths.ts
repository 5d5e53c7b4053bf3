import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders resolved from this package's location, never from process.cwd(): `npm start -w` runs in
 * apps/server, the README runs from the repo root, and the code runs both from src (tsx, vitest) and
 * from the tsup bundle in dist.
 */
function findServerRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@sme/server') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`@sme/server package.json not found above ${from}`);
    dir = parent;
  }
}

/** apps/server */
export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));
/** The monorepo root. */
export const REPO_ROOT = join(SERVER_ROOT, '..', '..');
/** Committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
