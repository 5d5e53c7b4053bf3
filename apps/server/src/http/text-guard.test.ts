import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { createTestApp } from '../test/test-app';
import { envelopeOf, signedInject, type SignedRequest } from '../test/signed-inject';
import { findTextFault } from './text-guard';
import { ok } from './envelope';

/** Control characters (and lone surrogates) in any parameter answer 400 naming the field (NUL was a 500 from PostgreSQL). */

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 0 });
  // A route without any schema that reads the raw body, as callbacks and uploads do: the edge check covers it too.
  app.post('/api/v1/test/raw', { schema: { operationId: 'test.raw' } }, async (request) => ok({ received: request.body !== undefined }));
  await app.ready();
  ({ cookie } = await signedInMember(app));
});

afterAll(async () => {
  await app?.close();
});

const send = (req: SignedRequest) => signedInject(app, { ...req, headers: { cookie, 'accept-language': 'en-US', ...req.headers } });

interface Fields {
  fields: Array<{ field: string; rule: string; message: string }>;
}

function refusal(res: LightMyRequestResponse) {
  const body = envelopeOf<Fields>(res);
  return { status: res.statusCode, code: body.meta.code, field: body.data.fields[0]?.field, rule: body.data.fields[0]?.rule, message: body.meta.message };
}

const ADDRESS = {
  name: 'Chan Tai Man',
  regionCode: 'HK',
  phone: '91234567',
  email: 'chan@example.com',
  area: 'HONG_KONG',
  countryCode: 'HK',
  city: 'Wan Chai',
  detail: '1 Queen’s Road East',
};

describe('control characters in parameters', () => {
  it('refuses NUL in a text field with 400 naming the field, in the user’s language, and stores nothing', async () => {
    const res = await send({ url: '/api/v1/address/add', json: { ...ADDRESS, name: 'Chan\u0000Tai Man' }, headers: { 'accept-language': 'zh-HK' } });
    expect(refusal(res)).toMatchObject({ status: 400, code: 400, field: 'name', rule: 'controlChars' });
    expect(refusal(res).message).toBe('name包含無法儲存的控制字元（例如 NUL），請刪除後再試。');
    const list = await send({ url: '/api/v1/address/list' });
    expect(envelopeOf<{ list: unknown[] }>(list).data.list).toEqual([]);
  });

  it('refuses them in query strings, path parameters, forms, names and schema-less bodies alike', async () => {
    const cases: Array<[SignedRequest, string]> = [
      [{ url: '/api/v1/sys/dict/list', query: { type: 'salutation\u0000' } }, 'type'],
      [{ url: '/api/v1/sys/holiday/H%00K' }, 'name'],
      [{ url: '/api/v1/address/add', form: { ...ADDRESS, detail: 'Flat\u001bA' } }, 'detail'],
      [{ url: '/api/v1/test/raw', json: { note: { lines: ['fine', 'DEL\u007f'] } } }, 'note.lines.1'],
      [{ url: '/api/v1/test/raw', json: { 'bad\u0000name': 'x' } }, 'bad\\u0000name'],
      [{ url: '/api/v1/test/raw', json: 'just text\u0085' }, 'body'],
    ];
    for (const [req, field] of cases) {
      const res = await send(req);
      expect(refusal(res), req.url).toEqual({
        status: 400,
        code: 400,
        field,
        rule: 'controlChars',
        message: `${field} contains control characters (such as NUL) that cannot be saved. Please remove them.`,
      });
    }
  });

  it('refuses half a surrogate pair in JSON text, which PostgreSQL refuses in jsonb', async () => {
    const res = await send({ url: '/api/v1/test/raw', json: { note: 'x\udfff' } });
    expect(refusal(res)).toEqual({
      status: 400,
      code: 400,
      field: 'note',
      rule: 'brokenText',
      message: 'note contains broken characters (half of a surrogate pair) that cannot be saved. Please type it again.',
    });
  });

  it('refuses them in multipart fields before the upload is kept', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const res = await send({
      url: '/api/v1/sys/file/upload',
      multipart: { fields: { note: 'a\u0000b' }, files: [{ field: 'fileDatas', filename: 'a.png', contentType: 'image/png', content: png }] },
    });
    expect(refusal(res)).toMatchObject({ status: 400, field: 'note', rule: 'controlChars' });
  });

  it('keeps tab, line feed and carriage return: a textarea’s newlines arrive as CRLF', async () => {
    const detail = 'Flat A, 10/F\r\nBlock 1\tQueen’s Road East';
    const res = await send({ url: '/api/v1/address/add', json: { ...ADDRESS, detail } });
    expect(res.statusCode, res.body).toBe(200);
    const list = await send({ url: '/api/v1/address/list' });
    expect(envelopeOf<{ list: Array<{ detail: string }> }>(list).data.list.map((a) => a.detail)).toEqual([detail]);
  });
});

describe('findTextFault', () => {
  it('finds the first string or name breaking a text rule in nested values, and none in ordinary text', () => {
    expect(findTextFault({ a: ['ok', { b: 'x\u0001' }] })).toEqual({ path: ['a', '1', 'b'], key: 'validation.controlChars' });
    expect(findTextFault({ ['\u0000']: 1 })).toEqual({ path: ['\\u0000'], key: 'validation.controlChars' });
    expect(findTextFault({ note: 'half \ud83d' })).toEqual({ path: ['note'], key: 'validation.brokenText' });
    expect(findTextFault({ text: '中文 👩🏽‍💻 مرحبا\t\r\n', n: 1, none: null })).toBeUndefined();
    expect(findTextFault(undefined)).toBeUndefined();
  });
});
