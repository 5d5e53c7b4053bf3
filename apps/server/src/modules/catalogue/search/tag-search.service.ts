import type { Locale } from '@sme/shared/constants';
import type { TagView } from '@sme/shared/schemas/catalogue';
import type { Database } from '../../../db/client';
import { tags } from '../catalogue.tables';
import { localised } from '../localise';
import { normaliseForSearch } from './normalise';
import { searchTerms } from './search-terms';

/**
 * tag.search: tags whose English or Chinese name (either script) or slug contains every term of the
 * keyword. Tags are a short editorial list (tens, at most a few thousand) without a search column, so
 * they are matched here with the same normal form as products rather than in SQL, which cannot fold scripts.
 */

/** Most tags one search answers. */
export const MAX_TAG_RESULTS = 20;
/** Normal forms kept per distinct tag text: the same tags are searched again and again. */
const CACHE_LIMIT = 5_000;
const normalCache = new Map<string, string>();

function normalOf(text: string): string {
  const hit = normalCache.get(text);
  if (hit !== undefined) return hit;
  const normal = normaliseForSearch(text);
  if (normalCache.size >= CACHE_LIMIT) normalCache.clear();
  normalCache.set(text, normal);
  return normal;
}

/** Tags matching `keyword`, names in `locale`: names starting with the keyword first, then shorter names. */
export async function searchTags(db: Database, locale: Locale, keyword: string): Promise<TagView[]> {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return [];
  const first = terms[0] ?? '';
  const rows = await db.select().from(tags);
  const scored = rows.flatMap((tag) => {
    const names = [normalOf(tag.nameEn), normalOf(tag.nameZh), normalOf(tag.slug)];
    const all = names.join(' ');
    if (!terms.every((term) => all.includes(term))) return [];
    const isPrefix = names.some((n) => n.startsWith(first) || n.includes(` ${first}`));
    return [{ tag, isPrefix, length: Math.min(...names.map((n) => n.length)) }];
  });
  scored.sort((a, b) => Number(b.isPrefix) - Number(a.isPrefix) || a.length - b.length || a.tag.slug.localeCompare(b.tag.slug));
  return scored.slice(0, MAX_TAG_RESULTS).map(({ tag }) => ({ id: tag.id, slug: tag.slug, name: localised(locale, tag.nameEn, tag.nameZh) ?? tag.slug }));
}
