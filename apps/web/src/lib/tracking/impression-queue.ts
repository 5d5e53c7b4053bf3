import { MAX_IDS_PER_CALL } from '@sme/shared/catalogue-limits';

/** How often queued impressions are sent while the page stays open. */
export const FLUSH_INTERVAL_MS = 5_000;

/** Sends one batch of product ids; `keepalive` when the page is going away. Its failures are ignored. */
export type SendBatch = (ids: string[], keepalive: boolean) => Promise<unknown>;

/** A queue of product impressions sent in batches (at most MAX_IDS_PER_CALL ids a call). */
export interface ImpressionQueue {
  /** Queue one product id (duplicates waiting in the queue are merged). */
  add(id: string): void;
  /** Send everything queued now; `keepalive` lets the last batch outlive the page. */
  flush(keepalive?: boolean): void;
  /** Ids waiting to be sent (for tests and debugging). */
  pending(): string[];
}

/**
 * Impressions are cheap to lose and must never slow the page: ids wait in memory and go out together every
 * `intervalMs` (one timer, started by the first id), and whatever remains on pagehide.
 */
export function createImpressionQueue(send: SendBatch, intervalMs = FLUSH_INTERVAL_MS): ImpressionQueue {
  const waiting = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (keepalive = false) => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const ids = [...waiting];
    waiting.clear();
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
      const batch = ids.slice(i, i + MAX_IDS_PER_CALL);
      try {
        send(batch, keepalive).catch(() => {});
      } catch {
        // A sender that throws synchronously is ignored like one that rejects.
      }
    }
  };

  return {
    add(id) {
      waiting.add(id);
      timer ??= setTimeout(() => flush(false), intervalMs);
    },
    flush,
    pending: () => [...waiting],
  };
}
