import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY, canonicalParams, signatureHeaders } from '@sme/shared/signature';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { createTestApp } from '../test/test-app';
import { envelopeOf, signedInject } from '../test/signed-inject';
import { prepareSpoolRoot } from './upload-spool';

let app: FastifyInstance;
let png: Buffer;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
    .png()
    .toBuffer();
  ({ cookie } = await signedInMember(app));
});

afterAll(async () => {
  await app?.close();
});

type RawPart = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart body with its parts in exactly the given order (signedInject always puts fields first). */
function rawMultipart(parts: RawPart[], end = true): { payload: Buffer; contentType: string } {
  const boundary = '----smeRawBoundary';
  const chunks = parts.map((part) =>
    'value' in part
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`),
          part.content,
          Buffer.from('\r\n'),
        ]),
  );
  if (end) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a raw multipart body signed over `signed` (the fields the server is expected to read before the files). */
function postRaw(url: string, parts: RawPart[], signed: Record<string, string>, options: { end?: boolean } = {}) {
  const { payload, contentType } = rawMultipart(parts, options.end);
  const headers = signatureHeaders(CLIENT_DEFAULTS.appId, DEV_WEBSITE_APP_KEY, { method: 'POST', path: url, canonical: canonicalParams(signed) });
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType, cookie } });
}

const UPLOAD = '/api/v1/sys/file/upload';
const file = (name = 'fileDatas'): RawPart => ({ name, filename: 'a.png', content: png });
const pngFile = { field: 'fileDatas', filename: 'a.png', contentType: 'image/png' };

describe('multipart requests', () => {
  it('answers 415 on a route that takes no files, and closes the connection', async () => {
    const res = await signedInject(app, { url: '/api/v1/member/logout', multipart: { files: [{ ...pngFile, content: png }] }, headers: { cookie } });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(envelopeOf(res).meta.code).toBe(400);
    expect(res.headers.connection).toBe('close');
  });

  it('refuses missing or wrong signatures with 401 before any file is read', async () => {
    const { payload, contentType } = rawMultipart([file()]);
    const unsigned = await app.inject({ method: 'POST', url: UPLOAD, payload, headers: { 'content-type': contentType, cookie } });
    expect(unsigned.statusCode).toBe(401);
    expect(envelopeOf(unsigned).meta.code).toBe(4010);
    const wrongKey = await signedInject(app, { url: UPLOAD, key: 'not-the-key', multipart: { files: [{ ...pngFile, content: png }] }, headers: { cookie } });
    expect(envelopeOf(wrongKey).meta.code).toBe(4010);
    const stale = await signedInject(app, {
      url: UPLOAD,
      now: Date.now() - 3_600_000,
      multipart: { files: [{ ...pngFile, content: png }] },
      headers: { cookie },
    });
    expect(envelopeOf(stale).meta.code).toBe(4011);
  });

  it('signs fields named like prototype properties as ordinary keys', async () => {
    // A computed key: `__proto__: 'b'` in a literal would set the prototype instead.
    const fields = { constructor: 'a', ['__proto__']: 'b', toString: 'c', hasOwnProperty: 'd' };
    expect(Object.keys(fields)).toHaveLength(4);
    const res = await signedInject(app, { url: UPLOAD, multipart: { fields, files: [{ ...pngFile, content: png }] }, headers: { cookie } });
    // 200: the server read all four as fields (the signature covers them) and stored the file.
    expect(res.statusCode).toBe(200);
  });

  it('refuses a field after a file, a file under another name and a body cut short with 400', async () => {
    const late = await postRaw(UPLOAD, [{ name: 'platform', value: 'WEB' }, file(), { name: 'mcId', value: '7' }], { platform: 'WEB' });
    expect(late.statusCode).toBe(400);
    expect(envelopeOf(late).meta.message).toBe("Send the form's fields before its files.");
    expect((await postRaw(UPLOAD, [file('avatar')], {})).statusCode).toBe(400);
    const cut = await postRaw(UPLOAD, [file()], {}, { end: false });
    expect(cut.statusCode).toBe(400);
    expect(cut.headers.connection).toBe('close');
  });

  it('refuses more files than the route takes, a field over 16 KiB and fields over 1 MiB, with 400', async () => {
    const two = await signedInject(app, {
      url: '/api/v1/member/avatar',
      multipart: {
        files: [
          { ...pngFile, content: png },
          { ...pngFile, content: png },
        ],
      },
      headers: { cookie },
    });
    expect(two.statusCode).toBe(400);
    expect(envelopeOf(two).meta.message).toBe('Too many files: at most 1 in one request.');
    const long = await signedInject(app, {
      url: UPLOAD,
      multipart: { fields: { note: 'x'.repeat(16 * 1024 + 1) }, files: [{ ...pngFile, content: png }] },
      headers: { cookie },
    });
    expect(long.statusCode).toBe(400);
    expect(envelopeOf(long).meta.message).toBe('The form has too many fields or a field that is too long.');
    // Past the form body limit (1 MiB) before the first file, reading stops there.
    const huge = await signedInject(app, {
      url: UPLOAD,
      multipart: { fields: { note: 'x'.repeat(2 * 1024 * 1024) }, files: [{ ...pngFile, content: png }] },
      headers: { cookie },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.headers.connection).toBe('close');
  });

  it('runs the console guard before reading the files of a console upload', async () => {
    const res = await signedInject(app, {
      url: '/api/v1/console/product/uploadImage',
      multipart: { files: [{ ...pngFile, content: png }] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers.connection).toBe('close');
  });

  it('answers an upload in the language of the request', async () => {
    const res = await signedInject(app, {
      url: '/api/v1/member/avatar',
      multipart: {
        files: [
          { ...pngFile, content: png },
          { ...pngFile, content: png },
        ],
      },
      headers: { cookie, 'accept-language': 'zh-HK' },
    });
    expect(envelopeOf(res).meta.message).toBe('檔案太多：每次請求最多 1 個。');
  });
});

describe('upload spool', () => {
  it('removes what a crash left at start-up, and keeps what a live request may be writing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sme-spool-'));
    try {
      mkdirSync(join(root, 'r-old'));
      mkdirSync(join(root, 'r-new'));
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      utimesSync(join(root, 'r-old'), twoHoursAgo, twoHoursAgo);
      await prepareSpoolRoot(root);
      expect(readdirSync(root)).toEqual(['r-new']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
