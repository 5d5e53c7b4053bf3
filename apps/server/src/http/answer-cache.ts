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
  /**
   * Most memory the answers may hold, estimated by `sizeOf`; the oldest are dropped first when over. Without it only
   * maxEntries bounds the cache, and a few thousand large answers (pages of cards) can hold tens of megabytes.
   */
  maxBytes?: number;
  /** An answer's estimated memory (bytes); by default answerBytes. */
  sizeOf?: (value: unknown) => number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * An answer's estimated memory: its JSON text is counted three times, once for the text a cached reply keeps beside
 * it (envelope.ts replyCachedOk, per locale served) and twice for the object itself (its properties, strings and
 * numbers take about twice their JSON). Measured once per load, when the answer arrives.
 */
export function answerBytes(value: unknown): number {
  const json = JSON.stringify(value) as string | undefined;
  return 3 * (json?.length ?? 0) + 64;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** Its estimated memory, counted once the load has answered (0 until then). */
  bytes: number;
}

/** A bounded time-to-live cache of answers keyed by a normalised request. */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  private readonly sizeOf: (value: unknown) => number;
  private heldBytes = 0;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
    this.sizeOf = options.sizeOf ?? answerBytes;
  }

  /** The cached answer for `key`, or the one `load` produces (shared by concurrent callers; failures are not kept). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value;
    if (hit) this.remove(key);
    const value = load();
    const entry: Entry<V> = { at: now, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        // Dropped or cleared meanwhile: nothing to count.
        if (this.entries.get(key) !== entry || this.options.maxBytes === undefined) return;
        let bytes: number;
        try {
          bytes = this.sizeOf(answer);
        } catch {
          // Not measurable (not JSON): not kept, so the bound holds.
          this.remove(key);
          return;
        }
        entry.bytes = bytes;
        this.heldBytes += bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return value;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.heldBytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Drops the oldest answers while over either bound. */
  private evict(): void {
    const { maxEntries, maxBytes } = this.options;
    while (this.entries.size > maxEntries || (maxBytes !== undefined && this.heldBytes > maxBytes && this.entries.size > 0)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /**
   * Forget everything (a change was announced). A load in flight is forgotten with the rest: its callers still get
   * its answer, which may predate the change, but the next caller loads again, so nothing older than the change is kept.
   */
  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  /** Number of answers held. */
  get size(): number {
    return this.entries.size;
  }

  /** Estimated memory of the answers held (counted only with maxBytes). */
  get bytes(): number {
    return this.heldBytes;
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
