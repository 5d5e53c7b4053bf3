import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { type ClientHttp2Session, type IncomingHttpHeaders, connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/**
 * The server with a certificate of its own (TLS_CERT_FILE / TLS_KEY_FILE): HTTPS, HTTP/2 to clients that offer it
 * (every browser), HTTP/1.1 to the rest; the same routes, web files and refusals on both.
 */
let app: FastifyInstance;
let origin: string;
let cert: string;
let dist: string;
const APP_JS = Buffer.from('console.log("app");\n'.repeat(200));

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  cert = pems.cert;
  dist = mkdtempSync(join(tmpdir(), 'sme-tls-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><!--sme-config--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  app = await createTestApp({ webDistDir: dist, tls: { cert: Buffer.from(pems.cert), key: Buffer.from(pems.private) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** How the stream ended: NGHTTP2_NO_ERROR (0) when the server closed it cleanly. */
  rstCode: number;
}

/** One request on an HTTP/2 session; `body` is written and, unless `endBody` is false, the request ended. */
function h2(session: ClientHttp2Session, headers: Record<string, string>, body?: Buffer, endBody = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (h) => (answered = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('close', () => resolve({ headers: answered, body: Buffer.concat(chunks), rstCode: stream.rstCode ?? -1 }));
    if (body !== undefined) {
      stream.write(body);
      if (endBody) stream.end();
    }
  });
}

async function withSession<T>(use: (session: ClientHttp2Session) => Promise<T>): Promise<T> {
  const session = connect(origin, { ca: cert });
  try {
    return await use(session);
  } finally {
    session.close();
  }
}

describe('HTTPS with its own certificate', () => {
  it('answers over HTTP/2: health, the web page and a hashed asset as its brotli copy', async () => {
    await withSession(async (session) => {
      const health = await h2(session, { ':path': '/healthz' });
      expect(health.headers[':status']).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
      const page = await h2(session, { ':path': '/home', accept: 'text/html' });
      expect(page.headers[':status']).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">');
      // Security headers reach HTTP/2 answers too (helmet works on the compatibility response).
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const asset = await h2(session, { ':path': '/assets/index-abc123.js', 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(asset.headers[':status']).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(asset.body).equals(APP_JS)).toBe(true);
    });
  });

  it('ends the stream of an upload it refuses before reading the body, without the HTTP/1 connection header', async () => {
    await withSession(async (session) => {
      const boundary = '----smeTls';
      const start = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileDatas"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
      // The client is still sending (its body never ends): the answer comes, then the server closes the stream cleanly.
      const refused = await h2(
        session,
        { ':method': 'POST', ':path': '/api/v1/member/logout', 'content-type': `multipart/form-data; boundary=${boundary}` },
        Buffer.concat([start, Buffer.alloc(1024)]),
        false,
      );
      expect(refused.headers[':status']).toBe(415);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ meta: { code: 400 } });
      expect(refused.rstCode).toBe(constants.NGHTTP2_NO_ERROR);
      // The session carries on: the refusal ended one stream, not the connection.
      expect((await h2(session, { ':path': '/healthz' })).headers[':status']).toBe(200);
    });
  });

  it('answers HTTP/1.1 over TLS to a client that does not offer HTTP/2', async () => {
    const answer = await new Promise<{ status: number | undefined; version: string }>((resolve, reject) => {
      // Node's https client offers no ALPN protocol, as an HTTP/1.1-only client would.
      const req = httpsRequest(`${origin}/healthz`, { ca: cert }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });
});
