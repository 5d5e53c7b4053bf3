import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, registerByEmail } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { members } from './members.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

const ip = '10.6.0.1';
const uploadsDir = () => join(app.config.dataDir, 'uploads');
const storedFiles = () =>
  existsSync(uploadsDir())
    ? readdirSync(uploadsDir(), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.bin'))
    : [];
const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } });

function upload(cookie: string, filename: string, content: Buffer, contentType = 'image/png') {
  return clientOf(app, ip, cookie)({ url: '/api/v1/member/avatar', multipart: { files: [{ field: 'fileDatas', filename, contentType, content }] } });
}

describe('member.uploadAvatar', () => {
  it('accepts a PNG, stores it as a 256×256 WebP and serves it unsigned at a public, long-cached path', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'avatar@example.com', ip);
    const res = await upload(cookie, 'me.png', await image(600, 400).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const avatarImg = envelopeOf<{ avatarImg: string }>(res).data.avatarImg;
    expect(avatarImg).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await app.inject({ url: avatarImg });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 256, height: 256 });
    // Encrypted at rest: the stored bytes are not the WebP.
    expect(storedFiles()).toHaveLength(1);
    expect(readFileSync(join(uploadsDir(), storedFiles()[0] as string)).includes(Buffer.from('WEBP'))).toBe(false);
    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(avatarImg).toContain(row?.avatarFileId ?? 'missing');
  });

  it('accepts JPEG, WebP and GIF by content whatever the name, and drops the replaced avatar', async () => {
    const { cookie } = await registerByEmail(app, 'formats@example.com', ip);
    const before = storedFiles().length;
    let previous: string | undefined;
    for (const [name, content] of [
      ['photo.bin', await image(300, 300).jpeg().toBuffer()],
      ['photo.png', await image(64, 64).webp().toBuffer()],
      ['anim.gif', await image(32, 48).gif().toBuffer()],
    ] as const) {
      const res = await upload(cookie, name, content, 'application/octet-stream');
      expect(res.statusCode, name).toBe(200);
      const avatarImg = envelopeOf<{ avatarImg: string }>(res).data.avatarImg;
      if (previous) expect((await app.inject({ url: previous })).statusCode).toBe(404);
      previous = avatarImg;
    }
    expect(storedFiles().length).toBe(before + 1);
  });

  it('refuses a text file renamed .png with 415 and stores nothing', async () => {
    const { cookie, memberId } = await registerByEmail(app, 'sneaky@example.com', ip);
    const before = storedFiles().length;
    const res = await upload(cookie, 'evil.png', Buffer.from('<svg onload=alert(1)>not an image</svg>'));
    expect(res.statusCode).toBe(415);
    expect(envelopeOf(res).meta).toEqual({ code: 4150, message: 'This file type is not allowed.' });
    // A PDF is a valid upload elsewhere, but not an image.
    expect((await upload(cookie, 'doc.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).statusCode).toBe(415);
    // PNG magic bytes with nothing behind them do not decode.
    expect((await upload(cookie, 'broken.png', (await image(10, 10).png().toBuffer()).subarray(0, 40))).statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
    const [row] = await app.db.select().from(members).where(eq(members.id, memberId));
    expect(row?.avatarFileId).toBeNull();
  });

  it('needs exactly one file under fileDatas', async () => {
    const { cookie } = await registerByEmail(app, 'nofile@example.com', ip);
    expect((await clientOf(app, ip, cookie)({ url: '/api/v1/member/avatar', multipart: { files: [] } })).statusCode).toBe(400);
  });

  it('answers 404 for an avatar that does not exist or a name that is not an avatar', async () => {
    expect((await app.inject({ url: '/media/avatars/00000000-0000-0000-0000-000000000000.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/avatars/..%2F..%2Fsecret.webp' })).statusCode).toBe(400);
  });
});
