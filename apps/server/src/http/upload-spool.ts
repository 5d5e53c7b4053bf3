import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file received in full, on private local disk until the answer is sent. */
export interface SpooledFile {
  /** Bytes received. */
  size: number;
  /** Lowercase hex SHA-256 of the bytes, computed as they streamed in. */
  sha256: string;
  /** The temp file (mode 0600); deleted when the request's answer has gone, however it ended. */
  path: string;
  /** The bytes, read from the temp file: at most the per-file limit, so a bounded read. */
  read(): Promise<Buffer>;
}

/** Spool directories older than this at start-up were left by a crash: no request lives that long. */
const STALE_SPOOL_MS = 60 * 60_000;

/** Counts and hashes the bytes going through; fails with `tooLarge()` past `limit`. */
class Measure extends Transform {
  size = 0;
  readonly hash = createHash('sha256');

  constructor(
    private readonly limit: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(this.tooLarge());
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/**
 * The uploaded files of one request, as private temp files in a directory of their own under the spool root
 * (DATA_DIR/upload-spool): made on the first file, removed by dispose() when the answer has gone.
 */
export class UploadSpool {
  private dir: Promise<string> | undefined;
  private count = 0;
  private disposed = false;

  constructor(private readonly root: string) {}

  /** Streams one file part to a temp file, failing with `tooLarge()` past `maxBytes`. */
  async save(stream: Readable, maxBytes: number, tooLarge: () => Error): Promise<SpooledFile> {
    if (this.disposed) throw new Error('upload spool already disposed');
    this.dir ??= mkdtemp(join(this.root, 'r-'));
    const path = join(await this.dir, String(this.count++));
    const measure = new Measure(maxBytes, tooLarge);
    try {
      await pipeline(stream, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } finally {
      // The answer may have gone (client aborted) while this file was still being written.
      if (this.disposed) await this.removeDir();
    }
    return { size: measure.size, sha256: measure.hash.digest('hex'), path, read: () => readFile(path) };
  }

  /** Deletes the request's temp files (idempotent). */
  async dispose(): Promise<void> {
    this.disposed = true;
    await this.removeDir();
  }

  private async removeDir(): Promise<void> {
    if (this.dir) await rm(await this.dir, { recursive: true, force: true });
  }
}

/** Creates the spool root (0700) and removes what a crashed process left in it. */
export async function prepareSpoolRoot(root: string, now = Date.now()): Promise<void> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  for (const name of await readdir(root)) {
    const path = join(root, name);
    const info = await stat(path).catch(() => undefined);
    // Other servers may share DATA_DIR: only directories too old to belong to a live request go.
    if (info && now - info.mtimeMs > STALE_SPOOL_MS) await rm(path, { recursive: true, force: true });
  }
}
