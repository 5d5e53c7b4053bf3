import { Writable } from 'node:stream';
import { emailField, requiredText } from '@sme/shared/schemas/fields';
import { DEV_WEBSITE_APP_KEY, SIGNATURE_WINDOW_MS, bodyHash, canonicalParams, randomId, signatureHeaders } from '@sme/shared/signature';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInMember } from '../test/accounts';
import { countStatements } from '../test/count-statements';
import { createTestApp } from '../test/test-app';
import { envelopeOf, signedInject } from '../test/signed-inject';
import type { ClientParams } from './client-params';
import { ok } from './envelope';
import { signatureNonces } from './http.tables';

let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await createTestApp({ logLevel: 'info' }, { logStream });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const echo = async (request: { client: ClientParams }) => ok(request.client);
  typed.get('/api/v1/test/client', { schema: { operationId: 'test.client.get' } }, echo);
  typed.post('/api/v1/test/client', { schema: { operationId: 'test.client.post' } }, echo);
  typed.post('/api/v1/test/member', { schema: { operationId: 'test.member.post' } }, async (request) => ok(request.member?.id ?? null));
  typed.get('/api/v1/test/boom', { schema: { operationId: 'test.boom' } }, async () => {
    throw new Error('database password is hunter2');
  });
  typed.post(
    '/api/v1/test/validate',
    { schema: { operationId: 'test.validate', body: z.object({ email: emailField, name: requiredText(10) }) } },
    async (request) => ok(request.body),
  );
  typed.get('/api/v1/test/limited', { schema: { operationId: 'test.limited' }, config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ok(true));
  typed.post('/api/v1/test/callback', { schema: { operationId: 'test.callback' }, config: { signature: false } }, async () => ok('unsigned'));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('envelope and errors', () => {
  it('wraps a success in the envelope with the message in the request locale', async () => {
    const en = await signedInject(app, { url: '/api/v1/test/client' });
    expect(en.statusCode).toBe(200);
    expect(envelopeOf(en).meta).toEqual({ code: 200, message: 'Success' });
    const tw = await signedInject(app, { url: '/api/v1/test/client', headers: { 'accept-language': 'zh-HK,zh;q=0.9' } });
    expect(envelopeOf(tw).meta.message).toBe('成功');
  });

  it('answers 400 naming the field and the rule, in English', async () => {
    const res = await signedInject(app, { url: '/api/v1/test/validate', form: { email: 'not-an-email', name: 'Ann' } });
    expect(res.statusCode).toBe(400);
    const body = envelopeOf<{ fields: Array<{ field: string; rule: string; message: string }> }>(res);
    expect(body.meta).toEqual({ code: 400, message: 'email: Please enter a valid email address.' });
    expect(body.data.fields).toEqual([{ field: 'email', rule: 'emailInvalid', message: 'email: Please enter a valid email address.' }]);
  });

  it('answers 400 naming the field and the rule, in Traditional Chinese', async () => {
    const res = await signedInject(app, { url: '/api/v1/test/validate', json: { email: 'ann@example.com' }, headers: { 'accept-language': 'zh-TW' } });
    expect(res.statusCode).toBe(400);
    const body = envelopeOf<{ fields: Array<{ field: string; rule: string; message: string }> }>(res);
    expect(body.data.fields).toEqual([{ field: 'name', rule: 'required', message: '請填寫name。' }]);
    expect(body.meta.message).toBe('請填寫name。');
  });

  it('hides the internals of an unexpected error and logs it with the request id', async () => {
    const res = await signedInject(app, { url: '/api/v1/test/boom', headers: { 'x-request-id': 'trace-500-abc' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(envelopeOf(res)).toEqual({ meta: { code: 500, message: 'Something went wrong on our side. Please try again later.' }, data: null });
    const logged = logLines
      .map((l) => JSON.parse(l) as { reqId?: string; level: number; err?: { message: string } })
      .find((l) => l.err?.message.includes('hunter2'));
    expect(logged?.reqId).toBe('trace-500-abc');
    expect(logged?.level).toBe(50);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res)).toEqual({ meta: { code: 404, message: 'Not found.' }, data: null });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/callback', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).meta.code).toBe(400);
  });

  it('answers 429 in the envelope when a route limit is exceeded', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await signedInject(app, { url: '/api/v1/test/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await signedInject(app, { url: '/api/v1/test/limited' });
    expect(envelopeOf(res).meta).toEqual({ code: 429, message: 'Too many requests. Please wait a moment and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('request signature', () => {
  it('refuses a request without signature headers', async () => {
    const res = await app.inject({ url: '/api/v1/test/client' });
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res).meta.code).toBe(4010);
  });

  it('refuses a wrong signature, an unknown app and a tampered parameter', async () => {
    expect((await signedInject(app, { url: '/api/v1/test/client', key: 'wrong-key' })).statusCode).toBe(401);
    expect(envelopeOf(await signedInject(app, { url: '/api/v1/test/client', appId: 'NOPE' })).meta.code).toBe(4010);
    const headers = signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, {
      method: 'GET',
      path: '/api/v1/test/client',
      canonical: canonicalParams({ mcId: 'COM' }),
    });
    const tampered = await app.inject({ url: '/api/v1/test/client?mcId=HK', headers });
    expect(envelopeOf(tampered).meta.code).toBe(4010);
    // The untampered request with the same headers still passes: the nonce was not burnt by the refusal.
    expect((await app.inject({ url: '/api/v1/test/client?mcId=COM', headers })).statusCode).toBe(200);
  });

  it('refuses a timestamp older (or newer) than five minutes', async () => {
    const old = await signedInject(app, { url: '/api/v1/test/client', now: Date.now() - SIGNATURE_WINDOW_MS - 1000 });
    expect(old.statusCode).toBe(401);
    expect(envelopeOf(old).meta.code).toBe(4011);
    const future = await signedInject(app, { url: '/api/v1/test/client', now: Date.now() + SIGNATURE_WINDOW_MS + 1000 });
    expect(envelopeOf(future).meta.code).toBe(4011);
  });

  it('refuses a reused nonce on a write, and records none for a read (GET and HEAD are signed and time-checked only)', async () => {
    const nonce = randomId();
    expect((await signedInject(app, { method: 'POST', url: '/api/v1/test/client', form: { a: '1' }, nonce })).statusCode).toBe(200);
    const again = await signedInject(app, { method: 'POST', url: '/api/v1/test/client', form: { a: '1' }, nonce });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).meta).toEqual({ code: 4012, message: 'This request was already received.' });

    const readNonce = randomId();
    const reads = await Promise.all([1, 2, 3].map(() => signedInject(app, { url: '/api/v1/test/client', nonce: readNonce })));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const stored = await app.db.select().from(signatureNonces).where(eq(signatureNonces.nonce, readNonce));
    expect(stored).toEqual([]);
    // The read's nonce was not burnt: a write may still use it once.
    expect((await signedInject(app, { method: 'POST', url: '/api/v1/test/client', nonce: readNonce })).statusCode).toBe(200);
  });

  it('refuses a reused nonce on a signed-in write too, where the session lookup remembers it in the same statement', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const whoAmI = (nonce: string, headers: Record<string, string> = { cookie }) =>
      signedInject(app, { method: 'POST', url: '/api/v1/test/member', form: { a: '1' }, nonce, headers });
    const nonce = randomId();
    const first = await whoAmI(nonce);
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).data).toBe(memberId);
    const again = await whoAmI(nonce);
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).meta.code).toBe(4012);
    // Seen with a session, refused without one, and the other way round; a dead or implausible token does not let it through.
    expect((await whoAmI(nonce, {})).statusCode).toBe(409);
    const anonymous = randomId();
    expect(envelopeOf(await whoAmI(anonymous, {})).data).toBeNull();
    expect((await whoAmI(anonymous)).statusCode).toBe(409);
    const dead = randomId();
    expect(envelopeOf(await whoAmI(dead, { cookie: `token=${'x'.repeat(43)}` })).data).toBeNull();
    expect((await whoAmI(dead)).statusCode).toBe(409);
    const short = randomId();
    expect(envelopeOf(await whoAmI(short, { cookie: 'token=short' })).data).toBeNull();
    expect((await whoAmI(short)).statusCode).toBe(409);
    expect(await app.db.select().from(signatureNonces).where(eq(signatureNonces.nonce, nonce))).toHaveLength(1);
  });

  it('remembers a signed-in write’s nonce in one statement with the session lookup', async () => {
    const { cookie } = await signedInMember(app);
    const counter = countStatements(app.db);
    const { result, statements } = await counter.during(() =>
      signedInject(app, { method: 'POST', url: '/api/v1/test/member', form: { a: '1' }, headers: { cookie } }),
    );
    expect(result.statusCode).toBe(200);
    // The rate-limit counter, then the nonce's insert as a CTE of the session's lookup: nothing else.
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^with "fresh_nonce" as \(insert into "signature_nonces"/);
  });

  it('still refuses a read whose signature or time is wrong', async () => {
    expect(envelopeOf(await signedInject(app, { url: '/api/v1/test/client', key: 'wrong-key' })).meta.code).toBe(4010);
    expect(envelopeOf(await signedInject(app, { url: '/api/v1/test/client', now: Date.now() - SIGNATURE_WINDOW_MS - 1000 })).meta.code).toBe(4011);
  });

  it("refuses a JSON body that carries a query string (400, nothing unsigned rides along), in the user's language", async () => {
    const raw = JSON.stringify({ amount: 1 });
    const headers = {
      ...signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method: 'POST', path: '/api/v1/test/client', canonical: bodyHash(raw) }),
      'content-type': 'application/json',
    };
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/client?memberId=someone-else', headers, payload: raw });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).meta).toEqual({ code: 400, message: 'A JSON request cannot carry parameters in its address: send them in the body.' });
    const zh = await app.inject({ method: 'POST', url: '/api/v1/test/client?x=1', headers: { ...headers, 'accept-language': 'zh-CN' }, payload: raw });
    expect(envelopeOf(zh).meta.message).toBe('JSON 请求不能在地址中携带参数，请放在请求正文中。');
  });

  it('treats parameters named like Object.prototype members as ordinary keys (no 500, prototype untouched)', async () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const get = await signedInject(app, { url: '/api/v1/test/client', query: { [name]: 'x' } });
      expect(get.statusCode, `GET ${name}`).toBe(200);
      const post = await signedInject(app, { method: 'POST', url: '/api/v1/test/client', form: { [name]: 'x', mcId: 'HK' } });
      expect(post.statusCode, `POST ${name}`).toBe(200);
      expect(envelopeOf<ClientParams>(post).data.mcId).toBe('HK');
      // The same parameter without a valid signature is refused as unsigned, not crashed on.
      expect((await app.inject({ url: `/api/v1/test/client?${name}=1` })).statusCode).toBe(401);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.prototype.toString).toBe(Object.prototype.toString);
  });

  it('verifies query, form-urlencoded and JSON requests', async () => {
    expect((await signedInject(app, { url: '/api/v1/test/client', query: { a: 'x y', b: ['2', '1'], c: '中文' } })).statusCode).toBe(200);
    expect((await signedInject(app, { method: 'POST', url: '/api/v1/test/client', form: { note: 'a&b=c', list: ['z', 'y'] } })).statusCode).toBe(200);
    expect((await signedInject(app, { method: 'POST', url: '/api/v1/test/client', json: { nested: { ok: true }, text: 'héllo' } })).statusCode).toBe(200);
  });

  it('refuses a JSON body changed after signing', async () => {
    const headers = {
      ...signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method: 'POST', path: '/api/v1/test/client', canonical: bodyHash(JSON.stringify({ amount: 1 })) }),
      'content-type': 'application/json',
    };
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/client', headers, payload: JSON.stringify({ amount: 1000 }) });
    expect(envelopeOf(res).meta.code).toBe(4010);
    expect((await app.inject({ method: 'POST', url: '/api/v1/test/client', headers, payload: JSON.stringify({ amount: 1 }) })).statusCode).toBe(200);
  });

  it('lets routes marked signature:false, health checks and the docs through unsigned', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/test/callback' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('client parameters', () => {
  it('defaults to the web client identity', async () => {
    const res = await signedInject(app, { url: '/api/v1/test/client' });
    expect(envelopeOf<ClientParams>(res).data).toEqual({ platform: 'WEB', appId: 'WEBSITE', memberFrom: 'WEBSITE', mcId: 'COM' });
  });

  it('reads overrides from the query, a form and a JSON body', async () => {
    const q = await signedInject(app, { url: '/api/v1/test/client', query: { mcId: 'HK', memberId: '42', token: 't1' } });
    expect(envelopeOf<ClientParams>(q).data).toMatchObject({ mcId: 'HK', memberId: '42', token: 't1', appId: 'WEBSITE' });
    const f = await signedInject(app, { url: '/api/v1/test/client', form: { appId: 'WEBSITE', memberId: '7', platform: 'APP' } });
    expect(envelopeOf<ClientParams>(f).data).toMatchObject({ memberId: '7', platform: 'APP', mcId: 'COM' });
    const j = await signedInject(app, { url: '/api/v1/test/client', json: { memberId: 99, mcId: 'SG', memberFrom: 'PARTNER' } });
    expect(envelopeOf<ClientParams>(j).data).toMatchObject({ memberId: '99', mcId: 'SG', memberFrom: 'PARTNER' });
  });
});

describe('cross-cutting headers', () => {
  it('echoes an incoming request id and makes one otherwise', async () => {
    expect((await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })).headers['x-request-id']).toBe('abc-123');
    const made = (await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } })).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps tokens and captcha answers out of the logs', async () => {
    await signedInject(app, { url: '/api/v1/test/client', query: { token: 'supersecret-token', captchaCode: 'ab12' } });
    const joined = logLines.join('');
    expect(joined).toContain('token=[REDACTED]');
    expect(joined).not.toContain('supersecret-token');
    expect(joined).not.toContain('captchaCode=ab12');
  });

  it('sends security headers with a CSP that allows antd inline styles and data: images, and no HSTS outside production', async () => {
    const res = await app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers /readyz after pinging the database', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).data).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI document', () => {
  it('gives every operation an operationId, including the ones later issues rely on', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, id: op.operationId })));
    expect(operations.filter((o) => !o.id)).toEqual([]);
    const ids = operations.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'system.code.get',
      'system.code.generate',
      'system.dict.list',
      'system.file.upload',
      'system.holiday.disabledDates',
      'system.geo.countries',
      'system.geo.cities',
      'system.health.live',
      'system.health.ready',
      'applications.connect.submit',
      'applications.feedback.save',
      'subscription.create',
      'subscription.confirm',
      'subscription.unsubscribe',
      'membership.plans',
      'membership.current',
      'membership.purchase',
      'membership.history',
      'card.redeem',
      'card.pans',
      'console.membership.grant',
      'console.card.issueBatch',
      'console.card.batches',
      'dev.outbox',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('development key', () => {
  it('is the documented default of the WEBSITE app', () => {
    expect(app.config.appKeys.get('WEBSITE')).toBe(DEV_WEBSITE_APP_KEY);
  });
});
