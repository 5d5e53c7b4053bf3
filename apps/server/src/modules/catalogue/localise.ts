import type { Locale } from '@sme/shared/constants';
import * as OpenCC from 'opencc-js';

/**
 * One rule for every bilingual catalogue field: English for en_US, the stored Chinese (Traditional, the
 * Hong Kong norm) for zh_TW, that Chinese converted to Simplified for zh_CN; an empty side falls back to
 * the other language, so a merchant who filled only one language is still readable everywhere.
 */

/** Distinct strings kept converted; lists repeat the same merchant, tag and category names on every page. */
const CACHE_LIMIT = 5_000;

let toSimplified: ((text: string) => string) | undefined;
const simplifiedCache = new Map<string, string>();

/** Traditional (Hong Kong) → Simplified, memoised; the oldest entry goes first when the cache is full. */
function simplified(text: string): string {
  const hit = simplifiedCache.get(text);
  if (hit !== undefined) return hit;
  // Built on first use: loading the dictionaries costs tens of milliseconds that en_US-only servers never pay.
  toSimplified ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  const out = toSimplified(text);
  if (simplifiedCache.size >= CACHE_LIMIT) {
    const oldest = simplifiedCache.keys().next().value;
    if (oldest !== undefined) simplifiedCache.delete(oldest);
  }
  simplifiedCache.set(text, out);
  return out;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The field in `locale`, falling back to the other language; null when both are empty. */
export function localised(locale: Locale, en: string | null | undefined, zh: string | null | undefined): string | null {
  if (locale === 'en_US') return present(en) ? en : present(zh) ? zh : null;
  if (!present(zh)) return present(en) ? en : null;
  return locale === 'zh_CN' ? simplified(zh) : zh;
}
