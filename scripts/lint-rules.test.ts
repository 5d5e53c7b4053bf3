/**
 * Probes for the lint rules: each feeds the real configuration one thing it must reject (and, where cheap, one it must
 * accept), so removing or loosening a rule fails here. Import probes lint text at a path inside the real tree that
 * imports a real file, picked from the tree as it is, so the probes follow files as they move.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileNameProblem } from './check-file-names';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps/server/src');
const WEB = join(ROOT, 'apps/web/src');
const ZONE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // The first lint loads the config and the TypeScript resolver (seconds on a busy machine); pay it here, not in a probe.
  await eslint.lintText('export {};\n', { filePath: join(WEB, 'lib/lint-probe.ts') });
}, 60_000);

/** The sub-folders of a folder. */
const foldersOf = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];

/** Some non-test source file under `dir` (not an index.ts), or undefined. */
function someFile(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$|^index\.ts$/.test(entry.name)) return path;
  }
  for (const sub of foldersOf(dir)) {
    const found = someFile(join(dir, sub));
    if (found) return found;
  }
  return undefined;
}

/** Two different domain folders under `dir`, each holding a source file: [first, second, a file of the second]. */
function twoDomains(dir: string): [string, string, string] {
  const withFiles = foldersOf(dir).filter((d) => someFile(join(dir, d)));
  const [a, b] = withFiles;
  if (!a || !b) throw new Error(`the probes need two folders with source files under ${relative(ROOT, dir)}`);
  return [a, b, someFile(join(dir, b))!];
}

/** An import specifier from `fromFile` to `target`, relative and without extension, as the code base writes them. */
function spec(fromFile: string, target: string): string {
  const path = relative(dirname(fromFile), target).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Lints `code` as if it were the file at `path` and returns its problems as `rule: message`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** Lints a file at `path` that imports `target` by `specifier` (default: relative) and uses it. */
const importing = (path: string, target: string, specifier = spec(path, target)) =>
  problems(path, `import * as probe from '${specifier}';\n\nexport const used = probe;\n`);

describe('web import zones', () => {
  it('rejects a relative import from one feature into another (../../<other>/...)', async () => {
    const [a, , file] = twoDomains(join(WEB, 'features'));
    const found = await importing(join(WEB, 'features', a, 'pages/LintProbe.tsx'), file);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*No feature imports another feature`)));
  });

  it('rejects an aliased import from one feature into another (@/features/<other>/...)', async () => {
    const [a, , file] = twoDomains(join(WEB, 'features'));
    const found = await importing(join(WEB, 'features', a, 'lint-probe.ts'), file, `@/${relative(WEB, file).replace(/\.tsx?$/, '')}`);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*No feature imports another feature`)));
  });

  it('accepts a feature importing lib/ and its own files', async () => {
    const [a] = twoDomains(join(WEB, 'features'));
    const own = someFile(join(WEB, 'features', a))!;
    const probe = join(WEB, 'features', a, 'lint-probe.ts');
    expect(await importing(probe, own)).toEqual([]);
    expect(await importing(probe, someFile(join(WEB, 'lib'))!)).toEqual([]);
  });

  it('rejects lib/ and components/ importing a feature or app/', async () => {
    const [, , featureFile] = twoDomains(join(WEB, 'features'));
    const appFile = someFile(join(WEB, 'app'))!;
    for (const probe of [join(WEB, 'lib/lint-probe.ts'), join(WEB, 'components/LintProbe.tsx')])
      for (const target of [featureFile, appFile])
        expect(await importing(probe, target)).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*never import a feature or app/`)));
  });

  it('rejects a feature importing app/', async () => {
    const [a] = twoDomains(join(WEB, 'features'));
    const found = await importing(join(WEB, 'features', a, 'lint-probe.ts'), someFile(join(WEB, 'app'))!);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*A feature never imports app/`)));
  });

  it('rejects packages/shared importing an app', async () => {
    const found = await importing(join(ROOT, 'packages/shared/src/lint-probe.ts'), someFile(join(WEB, 'lib'))!);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*imports neither`)));
  });
});

describe('server import zones', () => {
  it('rejects http/ importing a module', async () => {
    const [, , moduleFile] = twoDomains(join(SERVER, 'modules'));
    const found = await importing(join(SERVER, 'http/lint-probe.ts'), moduleFile);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*http/ holds cross-cutting plugins`)));
  });

  it('rejects jobs/ and db/ (other than db/schema.ts) importing a module', async () => {
    const [, , moduleFile] = twoDomains(join(SERVER, 'modules'));
    expect(await importing(join(SERVER, 'jobs/lint-probe.ts'), moduleFile)).toContainEqual(
      expect.stringMatching(/jobs\/ and integrations\/ are infrastructure/),
    );
    expect(await importing(join(SERVER, 'db/lint-probe.ts'), moduleFile)).toContainEqual(expect.stringMatching(/db\/ imports no module/));
  });

  it("rejects a module importing another module's file instead of its index.ts", async () => {
    const [a, , deepFile] = twoDomains(join(SERVER, 'modules'));
    const found = await importing(join(SERVER, 'modules', a, 'lint-probe.ts'), deepFile);
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*only through its index.ts`)));
  });

  it('rejects a module importing the back office (console/) or a workflow', async () => {
    const [a] = twoDomains(join(SERVER, 'modules'));
    const consoleFile = someFile(join(SERVER, 'console'));
    const workflowFile = someFile(join(SERVER, 'workflows'));
    if (!consoleFile || !workflowFile) throw new Error('the probes need a source file under apps/server/src/console and under workflows');
    const probe = join(SERVER, 'modules', a, 'lint-probe.ts');
    expect(await importing(probe, consoleFile)).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*Only app.ts imports the back office`)));
    expect(await importing(probe, workflowFile)).toContainEqual(expect.stringMatching(new RegExp(`^${ZONE}: .*Modules never import workflows`)));
  });

  it('rejects a workflow importing console/, and the back office reaching past a module index.ts', async () => {
    const consoleFile = someFile(join(SERVER, 'console'))!;
    const [, , deepFile] = twoDomains(join(SERVER, 'modules'));
    expect(await importing(join(SERVER, 'workflows/lint-probe/lint-probe.ts'), consoleFile)).toContainEqual(
      expect.stringMatching(/Only app.ts imports the back office/),
    );
    expect(await importing(join(SERVER, 'console/lint-probe/lint-probe.ts'), deepFile)).toContainEqual(expect.stringMatching(/only through its index.ts/));
  });

  it('lets db/schema.ts collect *.tables.ts files, and nothing else', async () => {
    const schema = join(SERVER, 'db/schema.ts');
    const tables = readFileSync(schema, 'utf8').match(/from '(\.\.\/[^']+\.tables)'/);
    if (!tables) throw new Error('db/schema.ts imports no *.tables.ts file to probe with');
    expect((await problems(schema, `import * as probe from '${tables[1]}';\n\nexport const used = probe;\n`)).filter((p) => p.startsWith(ZONE))).toEqual([]);
    const [, , moduleFile] = twoDomains(join(SERVER, 'modules'));
    expect(await importing(schema, moduleFile)).toContainEqual(expect.stringMatching(/db\/schema.ts imports only the \*.tables.ts files/));
  });

  it('lets tests reach any server layer for fixtures, but keeps web features apart in tests too', async () => {
    const [a] = twoDomains(join(SERVER, 'modules'));
    expect((await importing(join(SERVER, 'modules', a, 'lint-probe.test.ts'), someFile(join(SERVER, 'console'))!)).filter((p) => p.startsWith(ZONE))).toEqual(
      [],
    );
    const [feature, , otherFeatureFile] = twoDomains(join(WEB, 'features'));
    expect(await importing(join(WEB, 'features', feature, 'LintProbe.test.tsx'), otherFeatureFile)).toContainEqual(
      expect.stringMatching(/No feature imports another feature/),
    );
  });

  it('lets app.ts import the back office', async () => {
    const found = await importing(join(SERVER, 'app.ts'), someFile(join(SERVER, 'console'))!);
    expect(found.filter((p) => p.startsWith(ZONE))).toEqual([]);
  });
});

describe('cycle check (dependency-cruiser)', () => {
  it('rejects a value import cycle and lets a type-only one pass', () => {
    // The same command and output type as `npm run lint:cycles`, on the probe fixtures.
    const run = spawnSync(join(ROOT, 'node_modules/.bin/depcruise'), ['scripts/lint-probes', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(/error no-cycle: scripts\/lint-probes\/cycle\//);
    expect(run.stdout).not.toContain('type-cycle');
    expect(run.status).not.toBe(0);
  }, 30_000);
});

describe('formatter (Prettier)', () => {
  it('rejects badly formatted code and accepts the house style', async () => {
    const filepath = join(ROOT, 'apps/server/src/lint-probe.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check('const greeting = "hello"\nexport   { greeting }\n', options)).toBe(false);
    expect(await prettier.check("const greeting = 'hello';\nexport { greeting };\n", options)).toBe(true);
  });
});

describe('file names', () => {
  it('rejects camelCase and accepts kebab-case with role suffixes', () => {
    expect(fileNameProblem('apps/web/src/features/x/myBadName.ts')).not.toBeNull();
    expect(fileNameProblem('apps/server/src/modules/orders/createOrder.ts')).not.toBeNull();
    for (const ok of [
      'apps/server/src/modules/orders/orders.routes.ts',
      'apps/server/src/modules/orders/orders.test-kit.ts',
      'apps/web/src/lib/format/money.ts',
    ])
      expect(fileNameProblem(ok)).toBeNull();
  });

  it('wants React component files PascalCase and CSS modules named for their component', () => {
    expect(fileNameProblem('apps/web/src/features/x/CartPage.tsx')).toBeNull();
    expect(fileNameProblem('apps/web/src/features/x/cartPage.tsx')).not.toBeNull();
    expect(
      fileNameProblem(
        'apps/web/src/features/x/cart-page.tsx',
        () => false,
        () => 'export function CartPage() {}',
      ),
    ).not.toBeNull();
    expect(
      fileNameProblem(
        'apps/web/src/features/x/render-page.tsx',
        () => false,
        () => 'export function renderPage() {}',
      ),
    ).toBeNull();
    expect(fileNameProblem('apps/web/src/features/x/Cart.module.css', () => false)).not.toBeNull();
    expect(fileNameProblem('apps/web/src/features/x/Cart.module.css', (p) => p === 'apps/web/src/features/x/Cart.tsx')).toBeNull();
  });
});

describe('npm run lint', () => {
  it('runs ESLint, the cycle check, the file-name check and Prettier', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const part of ['lint:eslint', 'lint:cycles', 'lint:names', 'lint:format']) expect(scripts.lint).toContain(`npm run -s ${part}`);
    expect(scripts['lint:format']).toMatch(/^prettier --check \./);
    expect(scripts['lint:names']).toContain('scripts/check-file-names.ts');
    expect(scripts['lint:cycles']).toContain('.dependency-cruiser.cjs');
  });
});
