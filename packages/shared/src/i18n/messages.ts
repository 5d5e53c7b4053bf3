import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import en_US from './en_US.json';
import zh_CN from './zh_CN.json';
import zh_TW from './zh_TW.json';

/**
 * Messages the server answers with (codes, validation) in the three locales. zh_TW.json is generated
 * from zh_CN.json by OpenCC plus zh_TW.overrides.json (`npm run i18n:tw`); a test keeps it in sync.
 */
export const serverMessages: Record<Locale, Record<string, unknown>> = { en_US, zh_CN, zh_TW };

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Resolve a message key in a locale (falling back to en_US, then to the key) and fill `{{name}}` slots. */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const text = lookup(serverMessages[locale], key) ?? lookup(serverMessages[DEFAULT_LOCALE], key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Map an Accept-Language header (or a locale id such as zh-HK, zh_TW, en) to a platform locale. */
export function resolveLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().replace('_', '-').toLowerCase() ?? '';
    if (!tag) continue;
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh_TW';
    if (tag.startsWith('zh')) return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
  }
  return DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
