/**
 * File-name check run by `npm run lint`: kebab-case scripts (dotted suffixes allowed: orders.routes.ts, orders.test-kit.ts),
 * PascalCase React component files in the web, and every *.module.css named for the component beside it (or, for a sheet
 * several components share, PascalCase and imported by at least two of them).
 * Usage: node --import tsx scripts/check-file-names.ts   (prints the offenders, exits 1 if there is any)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOTS = ['apps', 'packages', 'scripts', 'e2e', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'drizzle', 'coverage', 'test-results', 'data', 'lint-probes']);
const SCRIPT = /\.(ts|mts|cts|js|mjs|cjs)$/;
/** kebab-case words, then any number of dotted kebab-case suffixes: orders.routes.ts, fastify-augment.d.ts. */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** A component's name, then optional kebab-case suffixes: CartPage.tsx, CaptchaInput.test.tsx. */
const PASCAL = /^[A-Z][a-zA-Z0-9]*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(tsx|ts)$/;
/** An exported PascalCase function, class or const: what makes a .tsx file a component file. */
const COMPONENT_EXPORT = /export\s+(default\s+)?(function|const|class)\s+[A-Z][a-z]\w*/;

/** Content of a file, or '' when it is not on disk (a probe path). */
type ReadFile = (path: string) => string;

/**
 * Why `path` (relative to the repo root, `/`-separated) breaks the naming rules, or null when it follows them.
 * `exists` answers whether a sibling file is on disk; `read` gives a .tsx file's source to tell components from hooks.
 */
export function fileNameProblem(
  path: string,
  exists: (path: string) => boolean = () => false,
  read: ReadFile = () => '',
  importersOf: (path: string) => number = () => 0,
): string | null {
  const name = basename(path);
  const dir = dirname(path);
  const inWeb = path.startsWith('apps/web/');
  if (name.endsWith('.module.css')) {
    const component = name.slice(0, -'.module.css'.length);
    if (exists(`${dir}/${component}.tsx`)) return null;
    if (/^[A-Z][a-zA-Z0-9]*$/.test(component) && importersOf(path) >= 2) return null;
    return `CSS module named for no component: expected ${component}.tsx beside it (or a PascalCase sheet shared by two or more components)`;
  }
  if (name.endsWith('.tsx')) {
    if (!inWeb) return KEBAB.test(name) || PASCAL.test(name) ? null : 'not kebab-case or PascalCase';
    if (PASCAL.test(name)) return null;
    if (!KEBAB.test(name)) return 'React component files are PascalCase (CartPage.tsx); other .tsx files kebab-case (render-page.tsx)';
    const isTest = /\.test\.tsx$/.test(name);
    return !isTest && COMPONENT_EXPORT.test(read(path)) ? 'exports a React component: name the file for it in PascalCase (e.g. CartPage.tsx)' : null;
  }
  if (!SCRIPT.test(name)) return null;
  if (KEBAB.test(name)) return null;
  // A component's own test or story may carry its name: RegionCodeSelect.test.ts beside RegionCodeSelect.tsx.
  const [stem, ...suffixes] = name.split('.');
  if (inWeb && suffixes.length > 1 && PASCAL.test(name) && exists(`${dir}/${stem}.tsx`)) return null;
  return 'file names are kebab-case, with dotted suffixes for the role (orders.routes.ts, create-order.ts, orders.test-kit.ts)';
}

function walk(root: string, dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(root, path, out);
    } else out.push(relative(root, path).split(sep).join('/'));
  }
}

/** Every offending file under the checked roots, with its reason. */
export function findOffenders(root: string): { path: string; problem: string }[] {
  const files: string[] = [];
  for (const dir of ROOTS) walk(root, join(root, dir), files);
  const present = new Set(files);
  // How many files import each CSS module (a sheet shared by several components).
  const importers = new Map<string, number>();
  for (const path of files) {
    if (!/\.tsx?$/.test(path)) continue;
    for (const match of readFileSync(join(root, path), 'utf8').matchAll(/from '(\.{1,2}\/[\w./-]+\.module\.css)'/g)) {
      const css = relative(root, resolve(root, dirname(path), match[1] as string))
        .split(sep)
        .join('/');
      importers.set(css, (importers.get(css) ?? 0) + 1);
    }
  }
  const offenders: { path: string; problem: string }[] = [];
  for (const path of files) {
    const problem = fileNameProblem(
      path,
      (p) => present.has(p),
      (p) => readFileSync(join(root, p), 'utf8'),
      (p) => importers.get(p) ?? 0,
    );
    if (problem) offenders.push({ path, problem });
  }
  return offenders;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const offenders = findOffenders(root);
  for (const { path, problem } of offenders) console.error(`${path}: ${problem}`);
  if (offenders.length > 0) {
    console.error(`\n${offenders.length} file name(s) break the naming rules (scripts/check-file-names.ts).`);
    process.exitCode = 1;
  } else console.log('File names: ok');
}
