import { randomId } from '@sme/shared/signature';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGET_LIMITS } from '../../http/rate-limit';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

let addressNumber = 0;
/** A client address no other request of this file uses. */
const freshIp = () => `10.6.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;

describe('image captcha limits', () => {
  it(`draw one key at most ${TARGET_LIMITS.captchaKey.max} times, whatever the addresses and paths; other keys are not affected`, async () => {
    const key = randomId();
    const urls = ['/api/v1/sys/code/getCode', '/api/v1/sys/code/genValidateCode'];
    for (let i = 0; i < TARGET_LIMITS.captchaKey.max; i++) {
      const res = await signedInject(app, { url: urls[i % 2] as string, query: { key }, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(200);
    }
    const ip = freshIp();
    const limited = await signedInject(app, { url: '/api/v1/sys/code/getCode', query: { key }, remoteAddress: ip, headers: { 'accept-language': 'zh-CN' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(limited).meta).toEqual({ code: 429, message: '请求过于频繁，请稍后再试。' });
    const other = await signedInject(app, { url: '/api/v1/sys/code/getCode', query: { key: randomId() }, remoteAddress: ip });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/png');
  });
});
