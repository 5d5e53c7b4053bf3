import { LOCALES } from '@sme/shared/constants';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/route-table';

type Tree = { [key: string]: unknown };

// The same files the app bundles: every locales/<locale>/<namespace>.json.
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

const catalogues: Record<string, Record<string, Tree>> = {};
for (const [path, tree] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) (catalogues[match[1] as string] ??= {})[match[2] as string] = tree;
}

/** Dotted paths of every leaf, so a missing nested key is as visible as a missing top-level one. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leafKeys(value as Tree, path) : [path];
  });
}

const namespaces = [...new Set(Object.values(catalogues).flatMap((c) => Object.keys(c)))].sort();

describe('web catalogues', () => {
  it('exist for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(namespaces)('namespace %s exists in every locale', (ns) => {
    const missing = LOCALES.filter((locale) => !catalogues[locale]?.[ns]);
    expect(missing, `${ns}.json is missing in ${missing.join(', ')}`).toEqual([]);
  });

  it.each(namespaces)('namespace %s has the same keys in every locale', (ns) => {
    const keysByLocale = Object.fromEntries(LOCALES.map((l) => [l, new Set(leafKeys(catalogues[l]?.[ns] ?? {}))]));
    const all = new Set(Object.values(keysByLocale).flatMap((s) => [...s]));
    const missing = LOCALES.flatMap((l) => [...all].filter((k) => !keysByLocale[l]?.has(k)).map((k) => `${l}: ${ns}:${k}`));
    expect(missing).toEqual([]);
  });

  it.each(namespaces)('namespace %s has no empty texts', (ns) => {
    const empty = LOCALES.flatMap((l) => {
      const tree = catalogues[l]?.[ns] ?? {};
      return leafKeys(tree)
        .filter((k) => k.split('.').reduce<unknown>((n, p) => (n as Tree)[p], tree) === '')
        .map((k) => `${l}: ${k}`);
    });
    expect(empty).toEqual([]);
  });

  it('titles every route, and describes every route shown as coming soon', () => {
    const common = catalogues.en_US?.common as { route: Tree; routeDesc: Tree };
    expect(ROUTES.filter((r) => typeof common.route[r.key] !== 'string').map((r) => r.path)).toEqual([]);
    expect(ROUTES.filter((r) => !r.load && typeof common.routeDesc[r.key] !== 'string').map((r) => r.path)).toEqual([]);
  });
});
