import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
let report: Callback = () => {};
class FakeObserver {
  constructor(callback: Callback) {
    report = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

const seen = (target: Element, ratio: number) => report([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio }]);

describe('visibility watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.useRealTimers());

  it('counts an element seen after it stays at least half visible for a second, once', async () => {
    const { watchVisibility, VISIBLE_FOR_MS } = await import('./visibility-watch');
    const card = document.createElement('article');
    const onSeen = vi.fn();
    watchVisibility(card, onSeen);

    seen(card, 0.3);
    vi.advanceTimersByTime(VISIBLE_FOR_MS * 2);
    expect(onSeen).not.toHaveBeenCalled();

    seen(card, 0.6);
    vi.advanceTimersByTime(VISIBLE_FOR_MS - 1);
    expect(onSeen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSeen).toHaveBeenCalledTimes(1);

    seen(card, 1);
    vi.advanceTimersByTime(VISIBLE_FOR_MS * 2);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it('does not count an element scrolled past in under a second', async () => {
    const { watchVisibility, VISIBLE_FOR_MS } = await import('./visibility-watch');
    const card = document.createElement('article');
    const onSeen = vi.fn();
    watchVisibility(card, onSeen);

    seen(card, 0.8);
    vi.advanceTimersByTime(VISIBLE_FOR_MS / 2);
    seen(card, 0);
    vi.advanceTimersByTime(VISIBLE_FOR_MS * 2);
    expect(onSeen).not.toHaveBeenCalled();
  });
});
