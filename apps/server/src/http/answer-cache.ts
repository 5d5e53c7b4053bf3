/**
 * A small in-process cache for public answers that many visitors ask for at once (catalogue lists and
 * details). Each server keeps its own copy; a write clears it on every server through the database
 * (db/cache-invalidation.ts), and the time-to-live only bounds a missed notice. Nothing shared lives here
 * (DESIGN.md: stateless servers), and a restart simply empties it. Concurrent misses for one key share one
 * load, so a burst of identical requests costs one query.
 */

/** Options of an AnswerCache. */
export interface AnswerCacheOptions {
  /** How long an answer is served before it is read again. */
  ttlMs: number;
  /** Most answers kept; the oldest is dropped first when full. */
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/** A bounded time-to-live cache of answers keyed by a normalised request. */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached answer for `key`, or the one `load` produces (shared by concurrent callers; failures are not kept). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /**
   * Forget everything (a change was announced). A load in flight is forgotten with the rest: its callers still get
   * its answer, which may predate the change, but the next caller loads again, so nothing older than the change is kept.
   */
  clear(): void {
    this.entries.clear();
  }

  /** Number of answers held. */
  get size(): number {
    return this.entries.size;
  }
}

/** A stable cache key: the parts in order, undefined omitted, object keys sorted. */
export function cacheKey(...parts: unknown[]): string {
  return JSON.stringify(parts, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
