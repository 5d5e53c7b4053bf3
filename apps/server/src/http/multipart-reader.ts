import type { IncomingHttpHeaders } from 'node:http';
import { type Readable, Transform, type TransformCallback, pipeline } from 'node:stream';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import { Codes } from '@sme/shared/codes';
import { AppError } from './app-error';

/** One part of a multipart body, in the order the client sent it. */
export type MultipartPart =
  | { kind: 'field'; name: string; value: string; truncated: boolean }
  | { kind: 'file'; name: string; filename: string; claimedType: string; stream: BusboyFileStream };

/** What one multipart body may hold. */
export interface MultipartLimits {
  maxFields: number;
  maxFieldBytes: number;
  maxFiles: number;
  maxFileBytes: number;
  /** Raw body bytes read at most until raise() allows more (the fields before the first file); past it, 400. */
  initialBodyBytes: number;
}

/** Errors the limits raise, in the request's language through the error handler. */
export const multipartErrors = {
  fieldsTooLarge: () => new AppError(Codes.BAD_REQUEST, { messageKey: 'code.multipartFieldsTooLarge' }),
  tooManyFiles: (max: number) => new AppError(Codes.BAD_REQUEST, { messageKey: 'code.tooManyFiles', vars: { max } }),
  fileTooLarge: () => new AppError(Codes.FILE_TOO_LARGE),
};

/** Passes bytes through until `limit` is exceeded, then fails with the error `tooLarge` makes. */
class ByteLimit extends Transform {
  private total = 0;

  constructor(
    public limit: number,
    public tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.limit) callback(this.tooLarge());
    else callback(null, chunk);
  }
}

/**
 * Pulls the parts of a multipart body one at a time (busboy underneath). Nothing is read ahead: a file part's
 * stream that nobody consumes holds the body back (backpressure), so the caller decides, part by part, whether
 * the request deserves more of its bytes. Any failure (limit, malformed body, client gone) ends the reader and
 * destroys the file stream being read.
 */
export class MultipartReader {
  private readonly queue: MultipartPart[] = [];
  private readonly limit: ByteLimit;
  private readonly busboy: ReturnType<typeof Busboy>;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private currentFile: BusboyFileStream | undefined;
  /** True once the closing boundary was read: the whole body is consumed. */
  finished = false;

  constructor(body: Readable, headers: IncomingHttpHeaders, limits: MultipartLimits) {
    this.limit = new ByteLimit(limits.initialBodyBytes, multipartErrors.fieldsTooLarge);
    try {
      this.busboy = Busboy({
        headers: headers as Parameters<typeof Busboy>[0]['headers'],
        limits: { fields: limits.maxFields, fieldSize: limits.maxFieldBytes, files: limits.maxFiles, fileSize: limits.maxFileBytes },
      });
    } catch {
      // No boundary, or not multipart/form-data at all.
      throw new AppError(Codes.BAD_REQUEST);
    }
    this.busboy.on('field', (name, value, _nameTruncated, truncated) => this.push({ kind: 'field', name, value, truncated }));
    this.busboy.on('file', (name, stream, filename, _encoding, claimedType) => {
      this.currentFile = stream;
      // Listened to at once: a body cut short errors the file stream even while nobody reads it yet.
      stream.on('error', (err) => this.fail(err));
      // A file over the limit fails at once rather than after busboy has skipped the rest of it.
      stream.once('limit', () => this.fail(multipartErrors.fileTooLarge()));
      this.push({ kind: 'file', name, filename, claimedType, stream });
    });
    this.busboy.on('fieldsLimit', () => this.fail(multipartErrors.fieldsTooLarge()));
    this.busboy.on('filesLimit', () => this.fail(multipartErrors.tooManyFiles(limits.maxFiles)));
    this.busboy.on('finish', () => {
      this.finished = true;
      this.notify();
    });
    pipeline(body, this.limit, this.busboy, (err) => {
      if (err) this.fail(err);
    });
  }

  /** Lets the body grow to `bytes` in all (for the files, after the fields), failing with `tooLarge()` past it. */
  raise(bytes: number, tooLarge: () => Error): void {
    this.limit.limit = bytes;
    this.limit.tooLarge = tooLarge;
  }

  /** The next part, or null after the last; throws what ended the body early. */
  async next(): Promise<MultipartPart | null> {
    for (;;) {
      if (this.failure) throw this.failure;
      const part = this.queue.shift();
      if (part) return part;
      if (this.finished) return null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Stops reading a body not read to its end: the rest is never parsed (the connection closes after the answer). */
  destroy(): void {
    if (this.finished) return;
    this.fail(new AppError(Codes.BAD_REQUEST));
    this.limit.destroy();
    this.busboy.destroy();
  }

  private push(part: MultipartPart): void {
    this.queue.push(part);
    this.notify();
  }

  /** The first failure wins; a malformed or cut-short body (busboy's own errors) is the client's: 400. */
  private fail(err: Error): void {
    this.failure ??= err instanceof AppError ? err : new AppError(Codes.BAD_REQUEST);
    this.currentFile?.destroy(this.failure);
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
