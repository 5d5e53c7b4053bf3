import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@sme/shared/constants';
import { REPO_ROOT } from '../../../../paths';

/**
 * The web's own i18n catalogues (apps/web/src/locales/<locale>/<ns>.json), read at index time: static pages, plan
 * features and form labels are passages in exactly the words the pages show, so the assistant never quotes a second,
 * drifting copy. A small i18next subset: `ns:key` paths, `$t(ns:key)` nesting, `{{var}}` interpolation, `_one/_other` plurals.
 */

type Tree = { [key: string]: string | Tree };
type Vars = Record<string, string | number>;

const LOCALES_DIR = join(REPO_ROOT, 'apps', 'web', 'src', 'locales');

/** Texts of one locale, English as the fallback for a key a catalogue lacks. */
export interface WebTexts {
  locale: Locale;
  /** The text at `ns:key`, nested references resolved and `vars` interpolated. */
  t: (path: string, vars?: Vars) => string;
  /** Whether `ns:key` holds a text. */
  has: (path: string) => boolean;
}

/** Read the catalogues of `locale` (each namespace once, on first use). */
export function webTexts(locale: Locale): WebTexts {
  const files = new Map<string, Tree>();
  const fileOf = (at: Locale, ns: string): Tree => {
    const name = `${at}/${ns}`;
    let tree = files.get(name);
    if (!tree) {
      tree = JSON.parse(readFileSync(join(LOCALES_DIR, at, `${ns}.json`), 'utf8')) as Tree;
      files.set(name, tree);
    }
    return tree;
  };
  const lookup = (at: Locale, path: string): string | undefined => {
    const [ns = '', key = ''] = path.split(':', 2);
    let node: string | Tree | undefined = fileOf(at, ns);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const raw = (path: string, vars: Vars): string | undefined => {
    const plural = typeof vars.count === 'number' ? `${path}_${new Intl.PluralRules(locale.replace('_', '-')).select(vars.count)}` : undefined;
    for (const at of locale === 'en_US' ? (['en_US'] as const) : ([locale, 'en_US'] as const)) {
      const text = (plural && (lookup(at, plural) ?? lookup(at, `${path}_other`))) || lookup(at, path);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const t = (path: string, vars: Vars = {}): string => {
    const text = raw(path, vars);
    if (text === undefined) throw new Error(`web text ${path} not found`);
    return text
      .replace(/\$t\(([^)]+)\)/g, (_m, inner: string) => t(inner.includes(':') ? inner : `${path.split(':')[0]}:${inner}`, vars))
      .replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])));
  };
  return { locale, t, has: (path) => raw(path, {}) !== undefined };
}
