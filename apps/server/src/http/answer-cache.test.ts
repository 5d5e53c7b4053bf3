import { describe, expect, it } from 'vitest';
import { AnswerCache, cacheKey } from './answer-cache';

describe('AnswerCache', () => {
  it('serves a stored answer until its time is up, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new AnswerCache<number>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('makes concurrent misses share one load', async () => {
    let loads = 0;
    const cache = new AnswerCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new AnswerCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('does not keep a load that was in flight when cleared', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 10 });
    let finish: (value: string) => void = () => undefined;
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    const after = cache.get('k', async () => 'after');
    finish('before');
    expect(await before).toBe('before');
    expect(await after).toBe('after');
    expect(await cache.get('k', async () => 'again')).toBe('after');
  });

  it('drops the oldest answer when full', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});

describe('cacheKey', () => {
  it('ignores key order and undefined values', () => {
    expect(cacheKey('list', { b: 1, a: 2, c: undefined })).toBe(cacheKey('list', { a: 2, b: 1 }));
    expect(cacheKey('list', { a: 1 })).not.toBe(cacheKey('list', { a: '1' }));
  });
});
