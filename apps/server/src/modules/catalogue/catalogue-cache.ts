import type { AnswerCacheOptions } from '../../http/answer-cache';

const MIB = 2 ** 20;

/**
 * How each server keeps public catalogue answers. They are registered under the 'catalogue' topic
 * (db/cache-invalidation.ts): a back-office change of a product, price, stock, merchant, category, tag, rate, content
 * item or ad, and an order that sells a product out or brings it back, announces it, and every server clears its copies
 * when the notice arrives, so an answer is stale only until the change commits and the notice reaches the server. The
 * TTL is a backstop bounding a missed notice, and how long an order's exact stock count may lag in a card (only
 * crossing zero is announced, so orders do not empty the caches). Popularity moves slowly and is not announced. What
 * depends on the caller (isFavourite) is never cached. Each cache is bounded by its estimated memory as well as by
 * entries (http/answer-cache.ts answerBytes), so a burst of distinct large pages cannot grow the heap without bound.
 */
export const CATALOGUE_CACHE = {
  /** Product and merchant pages: many filter combinations, so more entries; a page of cards is the largest answer. */
  lists: { ttlMs: 15_000, maxEntries: 1_000, maxBytes: 16 * MIB },
  /** Product and merchant details, content items. */
  details: { ttlMs: 15_000, maxEntries: 2_000, maxBytes: 8 * MIB },
  /** Small whole lists (categories, tags, ads, currencies, content pages). */
  small: { ttlMs: 15_000, maxEntries: 200, maxBytes: 4 * MIB },
} satisfies Record<string, AnswerCacheOptions>;
