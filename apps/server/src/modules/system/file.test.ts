import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobHandlers } from '../../job-handlers';
import { runDueJobs } from '../../jobs/job-queue';
import { jobs } from '../../jobs/jobs.tables';
import { signedInMember } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { FILE_SWEEP_JOB, UNCLAIMED_FILE_TTL_MS } from './file-sweep';
import { claimFiles } from './file.service';
import { files } from './system.tables';

const MAX_UPLOAD = 60_000;
const HOUR = 60 * 60_000;
let app: FastifyInstance;
let png: Buffer;

beforeAll(async () => {
  app = await createTestApp({ uploadMaxBytes: MAX_UPLOAD });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await app?.close();
});

type Part = { field?: string; filename: string; contentType: string; content: Buffer };
type Stored = Array<{ id: string; name: string; size: number; mime: string }>;

const upload = (parts: Part[], cookie?: string) =>
  signedInject(app, {
    url: '/api/v1/sys/file/upload',
    // The memberId client parameter is not trusted: the owner is the session's member.
    multipart: { fields: { memberId: 'm-1' }, files: parts.map((p) => ({ field: p.field ?? 'fileDatas', ...p })) },
    ...(cookie ? { headers: { cookie } } : {}),
  });
const pngPart = (filename = 'logo.png'): Part => ({ filename, contentType: 'image/png', content: png });
const countFiles = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]?.n ?? 0;
const blobPath = (id: string) => join(app.config.dataDir, 'uploads', id.slice(0, 2), `${id}.bin`);
const spoolEntries = () => readdirSync(join(app.config.dataDir, 'upload-spool'));

async function uploadOne(cookie: string): Promise<string> {
  const res = await upload([pngPart()], cookie);
  expect(res.statusCode).toBe(200);
  return envelopeOf<Stored>(res).data[0]?.id ?? '';
}

describe('file upload', () => {
  it('stores PNGs under fileDatas and cFiles, encrypted at rest, owned by the session member, unclaimed, and answers their ids', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const res = await upload([pngPart(), { field: 'cFiles', filename: '../../etc/doc.png', contentType: 'application/octet-stream', content: png }], cookie);
    expect(res.statusCode).toBe(200);
    const stored = envelopeOf<Stored>(res).data;
    expect(stored.map(({ name, size, mime }) => ({ name, size, mime }))).toEqual([
      { name: 'logo.png', size: png.length, mime: 'image/png' },
      { name: 'doc.png', size: png.length, mime: 'image/png' },
    ]);
    const id = stored[0]?.id ?? '';
    const [row] = await app.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ ownerMemberId: memberId, claimedAt: null, sha256: createHash('sha256').update(png).digest('hex') });
    expect(existsSync(blobPath(id))).toBe(true);
    expect(readFileSync(blobPath(id)).includes(png.subarray(0, 8))).toBe(false);
    expect((await app.storage.get(id)).equals(png)).toBe(true);
    // The temp files went with the answer.
    expect(spoolEntries()).toEqual([]);
  });

  it('refuses a signed-out upload with 401 and stores nothing', async () => {
    const before = await countFiles();
    const res = await upload([pngPart()]);
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res).meta.code).toBe(401);
    expect(await countFiles()).toBe(before);
    expect(spoolEntries()).toEqual([]);
  });

  it('refuses a text file renamed to .png with 415 and stores nothing', async () => {
    const { cookie } = await signedInMember(app);
    const before = await countFiles();
    const res = await upload(
      [pngPart('ok.png'), { filename: 'evil.png', contentType: 'image/png', content: Buffer.from('<script>alert(1)</script> just text') }],
      cookie,
    );
    expect(res.statusCode).toBe(415);
    expect(envelopeOf(res).meta.code).toBe(4150);
    expect(await countFiles()).toBe(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and an upload without files with 400', async () => {
    const { cookie } = await signedInMember(app);
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD + 1 - png.length)]);
    const res = await upload([{ filename: 'big.png', contentType: 'image/png', content: big }], cookie);
    expect(res.statusCode).toBe(413);
    expect(envelopeOf(res).meta).toEqual({ code: 4130, message: 'The file is too large.' });
    expect((await upload([], cookie)).statusCode).toBe(400);
  });

  it('schedules one sweep per hour, however many uploads ask for it', async () => {
    const { cookie } = await signedInMember(app);
    await Promise.all([uploadOne(cookie), uploadOne(cookie), uploadOne(cookie)]);
    const sweeps = await app.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, FILE_SWEEP_JOB), isNull(jobs.doneAt)));
    const latest = Math.max(...sweeps.map((s) => s.runAt.getTime()));
    // Due at the first full hour after the files expire.
    expect(latest % HOUR).toBe(0);
    expect(latest - Date.now()).toBeGreaterThan(UNCLAIMED_FILE_TTL_MS);
    expect(latest - Date.now()).toBeLessThanOrEqual(UNCLAIMED_FILE_TTL_MS + HOUR);
    // Every upload of this file asked; each hour has one job.
    expect(new Set(sweeps.map((s) => s.runAt.getTime())).size).toBe(sweeps.length);
  });
});

describe('claims and the unclaimed-file sweep', () => {
  it('lets a member claim only their own files, all or nothing', async () => {
    const owner = await signedInMember(app);
    const other = await signedInMember(app);
    const mine = await uploadOne(owner.cookie);
    const theirs = await uploadOne(other.cookie);
    await expect(claimFiles(app.db, owner.memberId, [mine, theirs])).rejects.toMatchObject({ status: 404 });
    await expect(claimFiles(app.db, owner.memberId, ['not-a-uuid'])).rejects.toMatchObject({ status: 404 });
    await expect(claimFiles(app.db, other.memberId, [mine])).rejects.toMatchObject({ status: 404 });
    const unclaimed = await app.db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, [mine, theirs]), isNull(files.claimedAt)));
    expect(unclaimed).toHaveLength(2);
    const [claimed] = await claimFiles(app.db, owner.memberId, [mine, mine]);
    expect(claimed).toMatchObject({ id: mine, mime: 'image/png', size: png.length, storageKey: mine });
    // Claiming again keeps the first claim's time.
    const [row] = await app.db.select({ claimedAt: files.claimedAt }).from(files).where(eq(files.id, mine));
    await claimFiles(app.db, owner.memberId, [mine], new Date(Date.now() + HOUR));
    expect((await app.db.select({ claimedAt: files.claimedAt }).from(files).where(eq(files.id, mine)))[0]).toEqual(row);
  });

  it('deletes files unclaimed for 24 hours (row and blob) and keeps claimed and newer ones', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const [expired, claimed, newer] = [await uploadOne(cookie), await uploadOne(cookie), await uploadOne(cookie)];
    await claimFiles(app.db, memberId, [claimed]);
    const sweepAt = new Date(Date.now() + UNCLAIMED_FILE_TTL_MS + 2 * HOUR);
    await app.db
      .update(files)
      .set({ createdAt: new Date(sweepAt.getTime() - UNCLAIMED_FILE_TTL_MS + HOUR) })
      .where(eq(files.id, newer));
    const report = await runDueJobs(
      app.db,
      allJobHandlers(app.storage, { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate }),
      sweepAt,
    );
    expect(report.failed).toEqual([]);
    expect(report.done).toBeGreaterThan(0);
    const left = await app.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [expired, claimed, newer]));
    expect(left.map((r) => r.id).sort()).toEqual([claimed, newer].sort());
    expect(existsSync(blobPath(expired))).toBe(false);
    expect(existsSync(blobPath(claimed))).toBe(true);
    expect(existsSync(blobPath(newer))).toBe(true);
    // An expired file can no longer be claimed, even by its owner.
    await expect(claimFiles(app.db, memberId, [expired])).rejects.toMatchObject({ status: 404 });
  });
});
