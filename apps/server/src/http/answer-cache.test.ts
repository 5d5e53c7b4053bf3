import { describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE } from '../modules/catalogue/catalogue-cache';
import { AnswerCache, answerBytes, cacheKey } from './answer-cache';

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

describe('AnswerCache memory bound', () => {
  const sizeOf = (value: unknown) => String(value).length;

  it('drops the oldest answers once the answers held exceed maxBytes, whatever their number', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 10, sizeOf });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    expect([cache.size, cache.bytes]).toEqual([2, 8]);
    await cache.get('c', async () => 'cccc');
    expect([cache.size, cache.bytes]).toEqual([2, 8]);
    // 'a' went first; 'b' and 'c' are still served from the cache.
    expect(await cache.get('b', async () => 'reloaded')).toBe('bbbb');
    expect(await cache.get('c', async () => 'reloaded')).toBe('cccc');
    expect(await cache.get('a', async () => 'A')).toBe('A');
  });

  it('serves an answer larger than the bound to its callers without keeping it', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 10, sizeOf });
    await cache.get('small', async () => 'ss');
    expect(await cache.get('huge', async () => 'x'.repeat(50))).toBe('x'.repeat(50));
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    expect(await cache.get('huge', async () => 'again')).toBe('again');
  });

  it('counts answers only once loaded, forgets the count of expired, failed and cleared ones', async () => {
    let now = 0;
    const cache = new AnswerCache<string>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 100, sizeOf, now: () => now });
    let finish: (value: string) => void = () => undefined;
    const pending = cache.get('slow', () => new Promise<string>((resolve) => (finish = resolve)));
    expect([cache.size, cache.bytes]).toEqual([1, 0]);
    finish('12345');
    await pending;
    expect(cache.bytes).toBe(5);
    now = 1_000;
    await cache.get('slow', async () => '123');
    expect(cache.bytes).toBe(3);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect([cache.size, cache.bytes]).toEqual([1, 3]);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('estimates an answer by its JSON by default, and keeps nothing it cannot measure', async () => {
    const page = { list: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `Product ${i}` })) };
    expect(answerBytes(page)).toBeGreaterThan(3 * JSON.stringify(page).length);
    const cache = new AnswerCache<unknown>({ ttlMs: 1_000, maxEntries: 100, maxBytes: 1_000_000 });
    await cache.get('page', async () => page);
    expect(cache.bytes).toBe(answerBytes(page));
    await cache.get('cyclic', async () => {
      const o: Record<string, unknown> = {};
      o.self = o;
      return o;
    });
    expect(cache.size).toBe(1);
  });

  it('bounds every catalogue cache by memory', () => {
    for (const options of Object.values(CATALOGUE_CACHE)) expect(options.maxBytes).toBeGreaterThan(0);
  });
});

describe('cacheKey', () => {
  it('ignores key order and undefined values', () => {
    expect(cacheKey('list', { b: 1, a: 2, c: undefined })).toBe(cacheKey('list', { a: 2, b: 1 }));
    expect(cacheKey('list', { a: 1 })).not.toBe(cacheKey('list', { a: '1' }));
  });
});
