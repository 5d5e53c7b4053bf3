import { MAX_IDS_PER_CALL } from '@sme/shared/catalogue-limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImpressionQueue, FLUSH_INTERVAL_MS } from './impression-queue';

describe('impression queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the impressions of one interval together, once each, and nothing before the interval ends', () => {
    const send = vi.fn(async (_ids: string[], _keepalive: boolean) => ({}));
    const queue = createImpressionQueue(send);
    queue.add('a');
    queue.add('b');
    queue.add('a');

    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['a', 'b'], false);
    expect(queue.pending()).toEqual([]);
  });

  it('starts a new interval for impressions after a flush, and sends nothing when nothing is queued', () => {
    const send = vi.fn(async (_ids: string[], _keepalive: boolean) => ({}));
    const queue = createImpressionQueue(send);
    queue.add('a');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);

    queue.add('c');
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenLastCalledWith(['c'], false);
  });

  it('splits a large queue into calls of at most the server limit', () => {
    const send = vi.fn(async (_ids: string[], _keepalive: boolean) => ({}));
    const queue = createImpressionQueue(send);
    for (let i = 0; i < MAX_IDS_PER_CALL + 5; i++) queue.add(`p${i}`);
    queue.flush();
    expect(send.mock.calls.map(([ids]) => ids.length)).toEqual([MAX_IDS_PER_CALL, 5]);
  });

  it('flushes at once with keepalive when the page goes away, cancelling the timer', () => {
    const send = vi.fn(async (_ids: string[], _keepalive: boolean) => ({}));
    const queue = createImpressionQueue(send);
    queue.add('a');
    queue.flush(true);
    expect(send).toHaveBeenCalledWith(['a'], true);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('ignores a sender that rejects or throws', async () => {
    const rejecting = createImpressionQueue(() => Promise.reject(new Error('offline')));
    rejecting.add('a');
    expect(() => rejecting.flush()).not.toThrow();
    const throwing = createImpressionQueue(() => {
      throw new Error('boom');
    });
    throwing.add('a');
    expect(() => throwing.flush()).not.toThrow();
    await Promise.resolve();
  });
});
