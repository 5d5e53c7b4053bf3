import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ROOT = import.meta.dirname;
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
/**
 * Tests and test helpers: nothing imports them, so they may reach up or into any layer of their own app for fixtures
 * (app providers, a module's tables, the back office); the cross-app rules and feature-to-feature still apply to them.
 */
const TEST_FILES = ['apps/**/*.test.{ts,tsx}', `${SERVER}/**/*.test-kit.ts`, `${SERVER}/test/**`, `${WEB}/test/**`];

/** The sub-folders of a source folder, read when the config loads so new domains are covered without editing this file. */
const foldersOf = (dir) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/**
 * Import zones (import-x/no-restricted-paths): a file in `target` may not import anything under `from` except `except`.
 * Paths are resolved (tsconfig paths and workspace packages included), so `../../cart/api/x` and `@/features/cart/api/x`
 * are the same import to these rules. `tests` gives the smaller set test files keep.
 */
function importZones({ tests }) {
  const webFeatures = foldersOf(`${WEB}/features`);
  const serverModules = foldersOf(`${SERVER}/modules`);
  const moduleIndexes = serverModules.map((m) => `./${m}/index.ts`);
  const layerBelowModules = [`${SERVER}/modules`, `${SERVER}/workflows`];
  const abs = (path) => `${ROOT}/${SERVER}/${path}`;
  /** Back-office folders whose domain also has a member-facing module (console/orders and modules/orders …). */
  const consoleModuleDomains = foldersOf(`${SERVER}/console`).filter((domain) => serverModules.includes(domain));
  const forTestsToo = [
    ...webFeatures.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: 'No feature imports another feature: move what both need to src/lib, src/components or packages/shared.',
    })),
    { target: 'apps/web', from: 'apps/server', message: 'The web talks to the server over HTTP only; shared contracts live in packages/shared.' },
    { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
    { target: 'packages/shared', from: ['apps/server', 'apps/web'], message: 'packages/shared sits below both apps and imports neither.' },
  ];
  if (tests) return forTestsToo;
  return [
    ...forTestsToo,
    // Web: app -> features -> lib/components -> packages/shared.
    { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature never imports app/ (router, layout, providers): app/ composes features.' },
    {
      target: [`${WEB}/lib`, `${WEB}/components`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'lib/ and components/ are generic: they never import a feature or app/.',
    },
    // Server: http/db/jobs/integrations <- modules <- workflows <- console <- app.ts.
    {
      target: `${SERVER}/http`,
      from: layerBelowModules,
      message: 'http/ holds cross-cutting plugins and imports no module or workflow: app.ts injects what it needs (session lookup, staff lookup).',
    },
    {
      target: [`${SERVER}/db/!(schema).ts`, `${SERVER}/db/!(seed)/**`],
      from: layerBelowModules,
      message: 'db/ imports no module: only db/schema.ts collects the *.tables.ts files (and the seed writes demo data).',
    },
    {
      // The seed writes demo data straight into the tables and may use a module's public helpers, nothing else.
      target: `${SERVER}/db/seed`,
      from: [abs('modules/**'), abs('workflows/**')],
      except: [abs('modules/*/index.ts'), abs('modules/**/*.tables.ts')],
      message: 'The seed uses a module only through its index.ts or its *.tables.ts.',
    },
    {
      target: `${SERVER}/db/schema.ts`,
      from: [abs('modules/**'), abs('workflows/**'), abs('console/**')],
      except: [abs('modules/**/*.tables.ts'), abs('workflows/**/*.tables.ts'), abs('console/**/*.tables.ts')],
      message: 'db/schema.ts imports only the *.tables.ts files.',
    },
    {
      target: [`${SERVER}/jobs`, `${SERVER}/integrations`],
      from: layerBelowModules,
      message: 'jobs/ and integrations/ are infrastructure and import no module: handlers are wired in app.ts or a module plugin.',
    },
    { target: `${SERVER}/modules`, from: `${SERVER}/workflows`, message: 'Modules never import workflows: a workflow calls modules, not the other way round.' },
    ...serverModules.map((mod) => ({
      target: `${SERVER}/modules/${mod}`,
      from: `${SERVER}/modules`,
      except: [`./${mod}`, ...moduleIndexes.filter((index) => index !== `./${mod}/index.ts`)],
      message: 'Import another module only through its index.ts (modules/<d>/index.ts), never one of its files.',
    })),
    {
      target: `${SERVER}/workflows`,
      from: `${SERVER}/modules`,
      except: moduleIndexes,
      message: 'Workflows use a module only through its index.ts (modules/<d>/index.ts).',
    },
    // The back office of a domain (console/<d>) is that domain's other side: it may use modules/<d>'s files; any other
    // module only through its index.ts.
    ...consoleModuleDomains.map((domain) => ({
      target: `${SERVER}/console/${domain}`,
      from: `${SERVER}/modules`,
      except: [...moduleIndexes, `./${domain}`],
      message: 'The back office uses modules/<d> only through its index.ts, except the folder of its own domain.',
    })),
    {
      target: [`${SERVER}/console/*.ts`, `${SERVER}/console/!(${consoleModuleDomains.join('|') || 'none'})/**`],
      from: `${SERVER}/modules`,
      except: moduleIndexes,
      message: 'The back office uses a module only through its index.ts (modules/<d>/index.ts).',
    },
    {
      // Every server folder but console/ itself, the seed and the command-line scripts (which, like app.ts, compose the
      // app), and every top-level file but app.ts.
      target: [`${SERVER}/!(console|db|scripts)/**`, `${SERVER}/db/!(schema).ts`, `${SERVER}/db/!(seed)/**`, `${SERVER}/!(app).ts`],
      from: `${SERVER}/console`,
      message: 'Only app.ts imports the back office (console/), and the command-line scripts: it sits above every other layer.',
    },
    {
      target: `${SERVER}/db/seed`,
      from: abs('console/**'),
      except: [abs('console/**/*.tables.ts')],
      message: 'The seed writes the back office tables only.',
    },
  ];
}

/** Lint rules over the whole monorepo. `npm run lint` also runs the cycle check (dependency-cruiser), the file-name check and Prettier. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**', 'screenshots/**', 'scripts/lint-probes/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'].map((p) => join(ROOT, p)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: importZones({ tests: false }) }],
      // Cycles: dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:cycles`); import-x/no-cycle cost ~40 s more per lint.
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: importZones({ tests: true }) }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['opencc-js'], message: 'OpenCC is converted at build time; never ship it to the browser.' }],
          paths: [
            {
              name: 'antd',
              importNames: ['InputNumber'],
              message: 'Use NumberInput from @/components/ui/NumberInput: antd names its step buttons in English only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'fastify', 'react', '@sme/server*', '@sme/web*'],
              message: 'packages/shared holds zod and plain TypeScript only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/*.tables', '../*/*.tables.js'], message: "A module never touches another module's tables: call its service." }] },
      ],
    },
  },
);
