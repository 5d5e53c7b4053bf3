import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackApi } from '@/lib/ui/feedback';
import { envelope, fakeFeedback, fakeFetch } from '@/test/fake-fetch';
import { FLUSH_INTERVAL_MS } from './impression-queue';
import { trackClick, trackImpression } from './tracker';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** Form fields of a recorded POST. */
const fields = (body: unknown) => new URLSearchParams(String(body));

describe('product tracking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a product once per page view and posts the batch to product.impression', async () => {
    const net = fakeFetch(envelope(200, { accepted: 2 }));
    trackImpression('view-1', A);
    trackImpression('view-1', A);
    trackImpression('view-1', B);
    trackImpression('view-2', A);

    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);

    expect(net.seen).toHaveLength(1);
    const [req] = net.seen;
    expect(req?.url.pathname).toBe('/api/v1/product/impression');
    expect(req?.method).toBe('POST');
    expect(req?.headers.get('X-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // A is counted again in view-2, and merged with its first count while both wait in the queue.
    expect(fields(req?.body).get('ids')?.split(',').sort()).toEqual([A, B].sort());
  });

  it('sends what is queued on pagehide with keepalive, so the last impressions survive leaving', async () => {
    const net = fakeFetch(envelope(200, { accepted: 1 }));
    trackImpression('view-3', A);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);

    expect(net.seen).toHaveLength(1);
    expect(net.fn.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });

  it('never toasts or throws when tracking fails', async () => {
    const feedback = fakeFeedback();
    setFeedbackApi(feedback.api);
    const net = fakeFetch(envelope(500, null, 'Server error', 500), new TypeError('Failed to fetch'));

    trackImpression('view-4', A);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(() => trackClick(B)).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);

    expect(net.seen.map((r) => r.url.pathname)).toEqual(['/api/v1/product/impression', '/api/v1/product/click']);
    expect(fields(net.seen[1]?.body).get('id')).toBe(B);
    expect(feedback.toasts).toEqual([]);
    expect(feedback.dialogs).toEqual([]);
  });
});
