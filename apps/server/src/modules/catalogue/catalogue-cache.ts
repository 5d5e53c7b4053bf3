import type { AnswerCacheOptions } from '../../http/answer-cache';

/**
 * How long each server reuses a public catalogue answer. Staleness is bounded by the TTL: a product edited
 * or hidden in the back office, or a price change, shows on every server within 15 seconds (each server
 * holds its own copy, nothing is shared). Popularity moves slowly, so a 15-second-old "popular" order is
 * indistinguishable from a live one. What depends on the caller (isFavourite) is never cached.
 */
export const CATALOGUE_CACHE = {
  /** Product and merchant pages: many filter combinations, so more entries. */
  lists: { ttlMs: 15_000, maxEntries: 1_000 },
  /** Product and merchant details, content items. */
  details: { ttlMs: 15_000, maxEntries: 2_000 },
  /** Small whole lists (categories, tags, ads, currencies, content pages). */
  small: { ttlMs: 15_000, maxEntries: 200 },
} satisfies Record<string, AnswerCacheOptions>;
