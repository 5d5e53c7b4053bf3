import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES, textNeedOf } from '@/app/route-table';
import { routePageImports } from '../../../vite-plugins/route-pages';
import { fetchNamespaces, SERVER_NS, SHELL_NAMESPACES } from './resources';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = resolve(SRC, '../../../packages/shared/src');
const ROUTE_TABLE = readFileSync(join(SRC, 'app/route-table.ts'), 'utf8');
const NAMESPACES = new Set([SERVER_NS, ...readdirSync(join(SRC, 'locales/en_US')).map((f) => f.replace(/\.json$/, ''))]);

/** The file an import specifier names, for our own code (@/, @sme/shared, relative); null for packages. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(SRC, spec.slice(2))
    : spec.startsWith('@sme/shared/')
      ? join(SHARED, spec.slice('@sme/shared/'.length))
      : spec.startsWith('.')
        ? resolve(dirname(from), spec)
        : null;
  if (!base) return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && /\.tsx?$/.test(f)) ?? null;
}

/** Every module of ours `entry` imports, statically or with import(), except for types only. */
function moduleTree(entry: string, followDynamic: boolean): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specs = [...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((m) => m[1] ?? m[2]);
    if (followDynamic) specs.push(...[...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]));
    for (const spec of specs) {
      const target = spec && resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** The catalogue namespaces a module names: useTranslation('ns' | ['ns', ...]) and 'ns:key' strings. */
function namespacesIn(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const named = [
    ...[...code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) => m[1]?.match(/[A-Za-z]+/g) ?? []),
    ...[...code.matchAll(/['`]([A-Za-z]+):[A-Za-z$]/g)].map((m) => m[1]),
  ];
  return named.filter((ns): ns is string => ns !== undefined && NAMESPACES.has(ns));
}

/** Namespace -> the files naming it, for the modules of `entry`, leaving out those already `covered`. */
function uncovered(entry: string, followDynamic: boolean, covered: readonly string[]): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const file of moduleTree(entry, followDynamic))
    for (const ns of namespacesIn(file)) if (!covered.includes(ns)) (missing[ns] ??= []).push(file.slice(SRC.length + 1));
  return missing;
}

describe('per-route catalogues', () => {
  // A namespace a page names but its route does not list shows its keys until fetched, or for good with t('ns:key');
  // one it lists but does not use weighs on its first load for nothing.
  it.each(ROUTES.filter((r) => r.ns).map((r) => [r.path, r] as const))('%s lists the namespaces its page uses', (_, route) => {
    const page = routePageImports(ROUTE_TABLE).find((r) => r.path === route.path)?.specifier;
    const entry = page && resolveImport(join(SRC, 'main.tsx'), page);
    expect(entry).toBeTruthy();
    expect(Object.keys(uncovered(entry as string, true, SHELL_NAMESPACES)).sort()).toEqual([...(route.ns ?? [])].sort());
  });

  it('the layout uses the shell namespaces only (its lazy parts fetch their own)', () => {
    expect(uncovered(join(SRC, 'app/layout/AppLayout.tsx'), false, SHELL_NAMESPACES)).toEqual({});
  });

  it('gives a route without a list the whole site group', () => {
    expect(textNeedOf('/home')).toEqual({ namespaces: ['marketing', 'membership'] });
    expect(textNeedOf('/marketplace')).toEqual({ group: 'site' });
    expect(textNeedOf('/no-such-page')).toEqual({ group: 'site' });
  });

  it('fetches just the namespaces asked for, in the locale asked for', async () => {
    const catalogues = await fetchNamespaces('zh_TW', ['marketing', SERVER_NS]);
    expect(Object.keys(catalogues).sort()).toEqual(['marketing', SERVER_NS]);
    expect(JSON.stringify(catalogues[SERVER_NS])).toMatch(/網絡|網路/);
    await expect(fetchNamespaces('en_US', ['noSuchNamespace'])).rejects.toThrow(/noSuchNamespace/);
  });
});
