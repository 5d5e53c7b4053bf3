import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY, signatureHeaders } from '@sme/shared/signature';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from './envelope';
import { signedInMember } from '../test/accounts';
import { TEST_DB_DRIVER, createTestApp } from '../test/test-app';

/**
 * The memory check of uploads: multipart bodies are refused on their headers, their signature and their session
 * before any file part is read. Over real HTTP (app.inject would buffer the payload), with bodies generated as
 * they are sent, so neither side holds a 10 MiB buffer. Memory does not depend on the database: PGlite only.
 */

const MIB = 1024 * 1024;
const PART_BYTES = Math.round(9.9 * MIB);
const PARTS = 10;
const PARALLEL = 10;
const LOGOUT = '/api/v1/member/logout';
const UPLOAD = '/api/v1/sys/file/upload';
const BOUNDARY = '----smeMemoryCheck';
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

type Signing = 'none' | 'wrong' | 'valid';
interface Answer {
  status: number;
  contentType: string | undefined;
  body: Envelope<unknown>;
}

/** Node's gc, exposed for this process (a warm, collected heap makes the baseline). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const partHead = (i: number) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileDatas"; filename="f${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
const TAIL = Buffer.from(`--${BOUNDARY}--\r\n`);
const bodyLength = (parts: number, partBytes: number) =>
  Array.from({ length: parts }, (_, i) => partHead(i).length + partBytes + 2).reduce((a, b) => a + b, 0) + TAIL.length;

let app: FastifyInstance;
let port: number;

/**
 * Posts `parts` file parts of `partBytes` each, written from one shared 64 KiB buffer as the socket drains; stops
 * writing as soon as the answer arrives. Chunked unless `withLength`, so only the server's reading limits it.
 */
function post(path: string, signing: Signing, options: { parts?: number; partBytes?: number; withLength?: boolean; cookie?: string } = {}): Promise<Answer> {
  const { parts = PARTS, partBytes = PART_BYTES } = options;
  const signed =
    signing === 'none'
      ? {}
      : signatureHeaders(CLIENT_DEFAULTS.appId, signing === 'valid' ? DEV_WEBSITE_APP_KEY : 'not-the-key', { method: 'POST', path, canonical: '' });
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      agent: false,
      headers: {
        ...signed,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(options.withLength ? { 'content-length': String(bodyLength(parts, partBytes)) } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<unknown>,
        });
        req.destroy();
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const write = async (data: Buffer) => {
      if (req.write(data)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          req.off('drain', done).off('close', done);
          resolve();
        };
        req.on('drain', done).on('close', done);
      });
    };
    void (async () => {
      for (let i = 0; i < parts && !answered && !req.destroyed; i++) {
        await write(partHead(i));
        for (let sent = 0; sent < partBytes && !answered && !req.destroyed; sent += CHUNK.length) {
          await write(sent + CHUNK.length <= partBytes ? CHUNK : CHUNK.subarray(0, partBytes - sent));
        }
        if (!answered && !req.destroyed) await write(Buffer.from('\r\n'));
      }
      if (!answered && !req.destroyed) req.end(TAIL);
    })();
  });
}

describe.runIf(TEST_DB_DRIVER === 'pglite')('multipart memory', () => {
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses 3 × 10 parallel requests of ten 9.9 MiB file parts (unsigned, wrongly signed, signed without a session) before reading them', async ({
    task,
  }) => {
    // The three kinds of refusal, each to logout (takes no files: 415) and to the upload route (401).
    const rounds: Array<{ signing: Signing; withLength: boolean }> = [
      { signing: 'none', withLength: true },
      { signing: 'wrong', withLength: false },
      { signing: 'valid', withLength: false },
    ];
    const expected = (path: string, signing: Signing) =>
      path === LOGOUT ? { status: 415, code: 400 } : { status: 401, code: signing === 'valid' ? 401 : 4010 };
    // Warm-up: every code path once, with small bodies, so the baseline already holds what they load.
    for (const { signing } of rounds)
      for (const path of [LOGOUT, UPLOAD]) expect((await post(path, signing, { parts: 1, partBytes: 1024 })).status).toBe(expected(path, signing).status);
    collectGarbage();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const answers: Array<{ path: string; signing: Signing; answer: Answer }> = [];
    try {
      for (const { signing, withLength } of rounds) {
        const paths = Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0 ? LOGOUT : UPLOAD));
        const round = await Promise.all(paths.map(async (path) => ({ path, signing, answer: await post(path, signing, { withLength }) })));
        answers.push(...round);
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMiB = (peak - baseline) / MIB;
    const fiveXx = answers.filter((a) => a.answer.status >= 500).length;
    task.meta.check = {
      name: 'multipart memory',
      requests: answers.length,
      fiveXx,
      figure: `RSS +${growthMiB.toFixed(1)} MiB under ${rounds.length} × ${PARALLEL} × ${PARTS} × 9.9 MiB unsigned, wrongly signed and session-less uploads`,
    };
    for (const { path, signing, answer } of answers) {
      const want = expected(path, signing);
      expect({ path, signing, status: answer.status, code: answer.body.meta.code }).toEqual({ path, signing, status: want.status, code: want.code });
      expect(answer.contentType).toMatch(/^application\/json/);
    }
    expect(fiveXx).toBe(0);
    expect(growthMiB).toBeLessThan(50);
  });

  it('streams a signed-in member’s files to disk and refuses the request past its total (25 MiB) with 413, keeping no temp file', async () => {
    const { cookie } = await signedInMember(app);
    const answer = await post(UPLOAD, 'valid', { parts: 3, cookie });
    expect(answer.status).toBe(413);
    expect(answer.body.meta).toEqual({ code: 4130, message: 'The files are too large together: at most 25 MB in one request.' });
    expect(readdirSync(join(app.config.dataDir, 'upload-spool'))).toEqual([]);
  });
});
