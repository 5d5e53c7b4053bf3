import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { envelopeOf, signedInject } from '../test/signed-inject';
import { ok } from './envelope';

/** Two requests at a time, 300 ms of queueing at most, each request 100 ms of work. */
const CONCURRENCY = 2;
const MAX_WAIT_MS = 300;
const SERVICE_MS = 100;
/** Room for a busy test machine on top of the timings above. */
const SLACK_MS = 250;
const BUSY = { 'en-US': 'The system is busy. Please try again in a moment.', 'zh-TW': '系統繁忙，請稍後再試。' } as const;

let app: FastifyInstance;
let runs = 0;

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 0, loadShed: { maxWaitMs: MAX_WAIT_MS, concurrency: CONCURRENCY } });
  app.get('/api/v1/test/slow', { schema: { operationId: 'test.slow' } }, async () => {
    runs++;
    await app.db.execute(sql`select 1`);
    await sleep(SERVICE_MS);
    return ok(null);
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

async function timed(locale: keyof typeof BUSY) {
  const started = performance.now();
  const res = await signedInject(app, { url: '/api/v1/test/slow', headers: { 'accept-language': locale } });
  return { locale, res, ms: performance.now() - started };
}

describe('load shedding', () => {
  it("lets a page's burst queue until its deadline rather than refusing it on an estimate", async () => {
    // Sequential requests teach the queue the service time: ten at once would expect up to 500 ms of waiting.
    for (let i = 0; i < 3; i++) expect((await timed('en-US')).res.statusCode).toBe(200);
    runs = 0;

    const answers = await Promise.all(Array.from({ length: 10 }, () => timed('en-US')));
    const served = answers.filter((a) => a.res.statusCode === 200);
    expect(served.length).toBeGreaterThan(CONCURRENCY);
    // Whoever was not served waited out its whole budget first: none was turned away on arrival.
    for (const { res, ms } of answers.filter((a) => a.res.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(ms).toBeGreaterThanOrEqual(MAX_WAIT_MS - 5);
    }
    expect(runs).toBe(served.length);
  });

  it('under overload answers the rest at once 503 with Retry-After, in the request locale', async () => {
    runs = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => timed(i % 2 ? 'zh-TW' : 'en-US')));
    const served = answers.filter((a) => a.res.statusCode === 200);
    const shed = answers.filter((a) => a.res.statusCode === 503);
    expect(served.length + shed.length).toBe(answers.length);
    // 2 at once for 300 ms of 100 ms requests: some served after queueing, the rest shed.
    expect(served.length).toBeGreaterThan(CONCURRENCY);
    expect(shed.length).toBeGreaterThanOrEqual(20);
    for (const { res, locale } of shed) {
      expect(res.headers['retry-after']).toBe('1');
      expect(envelopeOf(res).meta).toEqual({ code: 503, message: BUSY[locale] });
    }
    expect(new Set(shed.map((a) => a.locale))).toEqual(new Set(['en-US', 'zh-TW']));
    // Beyond a page's burst, those the queue could not serve in time were refused on arrival, before any request had
    // done its work.
    expect(Math.min(...shed.map((a) => a.ms))).toBeLessThan(Math.min(...served.map((a) => a.ms)));
    for (const { ms } of answers) expect(ms).toBeLessThan(MAX_WAIT_MS + SERVICE_MS + SLACK_MS);
    // A shed request never reaches its handler.
    expect(runs).toBe(served.length);

    // Every slot came back: the next request is let in at once.
    const next = await timed('en-US');
    expect(next.res.statusCode).toBe(200);
    expect(next.ms).toBeLessThan(SERVICE_MS + SLACK_MS);
  });

  it('lets the health checks past a full queue', async () => {
    const burst = Array.from({ length: 8 }, () => timed('en-US'));
    await sleep(10);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    await Promise.all(burst);
  });
});
