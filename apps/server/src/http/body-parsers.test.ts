import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { envelopeOf, signedInject } from '../test/signed-inject';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './body-parsers';
import { ok } from './envelope';

/** A deeply nested JSON body is refused with 400 before anything walks it (it overflowed the stack: 500). */

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 0 });
  // Echoes the parsed body's names, to show what the form parser makes of bracket names.
  app.post('/api/v1/test/names', { schema: { operationId: 'test.names' } }, async (request) => ok(Object.keys(request.body ?? {})));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting limit', () => {
  it('refuses a payment callback nested 10,000 levels deep with 400 in the user’s language', async () => {
    for (const [payload, locale, message] of [
      [arrays(10_000), 'en-US', 'The request is nested too deeply: at most 64 levels.'],
      [objects(10_000), 'zh-CN', '请求的嵌套层级过深：最多 64 层。'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/pay/callback/test',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        payload,
      });
      expect([res.statusCode, envelopeOf(res).meta]).toEqual([400, { code: 400, message }]);
    }
  });

  it('parses bodies up to the limit, and counts no brackets inside strings', async () => {
    const atLimit = await signedInject(app, { url: '/api/v1/test/names', json: JSON.parse(`{"deep":${arrays(MAX_JSON_DEPTH - 1)}}`) });
    expect([atLimit.statusCode, envelopeOf(atLimit).data]).toEqual([200, ['deep']]);
    const inString = await signedInject(app, { url: '/api/v1/test/names', json: { text: `"${'[{'.repeat(5_000)}\\` } });
    expect([inString.statusCode, envelopeOf(inString).data]).toEqual([200, ['text']]);
  });

  it('keeps bracket names of forms flat: a[a][a]… is one name, nothing nests', async () => {
    const name = `a${'[a]'.repeat(10_000)}`;
    const res = await signedInject(app, { url: '/api/v1/test/names', form: { [name]: '1', constructor: 'x' } });
    expect([res.statusCode, envelopeOf(res).data]).toEqual([200, [name, 'constructor']]);
  });
});

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects outside strings, escapes included', () => {
    expect(jsonNestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(jsonNestsDeeperThan(`[{"a":[1]},{"b":{}}]`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\"[[[[", {"k\\\\":[[[]]]}]`, 3)).toBe(true);
    expect(jsonNestsDeeperThan(`["\\"[[[[", {"k\\\\":[]}]`, 3)).toBe(false);
  });
});
