import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Codes } from '@sme/shared/codes';
import { type FastifyRequest, errorCodes } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { type MultipartPart, MultipartReader, multipartErrors } from './multipart-reader';
import { carriesSignature, signatureHeadersOf } from './signature';
import { type SpooledFile, UploadSpool, prepareSpoolRoot } from './upload-spool';

/** The multipart fields that carry files (spec section 7). */
export const FILE_FIELDS = ['fileDatas', 'cFiles'] as const;
/** A multipart field name that carries files. */
export type FileField = (typeof FILE_FIELDS)[number];

/** One uploaded file, spooled to a private temp file within the limits (deleted once the answer has gone). */
export interface UploadedFile extends SpooledFile {
  field: FileField;
  filename: string;
  /** The type the client claimed; never trusted (the upload service checks the content). */
  claimedType: string;
}

/**
 * A route that takes files says so: `config: { uploads: { maxFiles: 1 } }`. Every other route answers a multipart
 * body with 415 before reading it. Guards beyond "a signed-in member" (console roles) go in the route's
 * preValidation, so they too run before any file is read.
 */
export interface UploadRouteConfig {
  /** Files one request may carry, under fileDatas and cFiles together. */
  maxFiles: number;
}

/** Non-file fields come first and are few and small: client parameters and a handful of form values. */
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 16 * 1024;
/** The files of one request together may reach this, or UPLOAD_MAX_BYTES if larger (README, UPLOAD_MAX_BYTES). */
const REQUEST_UPLOAD_FLOOR = 25 * 1024 * 1024;
const MIB = 1024 * 1024;

/** Bytes the files of one request may hold in all: maxFiles files, within max(25 MiB, one file's limit). */
export function requestUploadBytes(maxFileBytes: number, maxFiles: number): number {
  return Math.min(maxFiles * maxFileBytes, Math.max(REQUEST_UPLOAD_FLOOR, maxFileBytes));
}

const uploadTooLarge = (bytes: number) =>
  new AppError(Codes.FILE_TOO_LARGE, { messageKey: 'code.uploadTooLarge', vars: { max: Math.max(1, Math.floor(bytes / MIB)) } });

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

function isFileField(name: string): name is FileField {
  return (FILE_FIELDS as readonly string[]).includes(name);
}

/** A multipart request in progress on an upload route. */
interface MultipartState {
  spool: UploadSpool;
  /** Files the route takes. */
  maxFiles: number;
  /** Bytes the files may hold in all. */
  fileBytes: number;
  reader?: MultipartReader;
  /** The part that ended the fields: read only once the signature and the session have been checked. */
  firstFile?: Extract<MultipartPart, { kind: 'file' }>;
}

const states = new WeakMap<FastifyRequest, MultipartState>();

/** Deletes the request's temp files; a failure is logged (the start-up sweep of the spool root catches leftovers). */
async function disposeSpool(request: FastifyRequest, state: MultipartState): Promise<void> {
  await state.spool.dispose().catch((err: unknown) => request.log.warn({ err }, 'upload temp files not removed'));
}

/** Streams the file parts to the spool within the per-file and per-request limits; a field after a file is refused. */
async function receiveFiles(state: MultipartState, reader: MultipartReader, maxFileBytes: number): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  let received = 0;
  for (let part = state.firstFile ?? (await reader.next()); part; part = await reader.next()) {
    // A field after a file would be unsigned: the signature was checked on the fields before the first file.
    if (part.kind === 'field') throw new AppError(Codes.BAD_REQUEST, { messageKey: 'code.multipartFieldAfterFile' });
    if (!isFileField(part.name)) throw new AppError(Codes.BAD_REQUEST);
    const room = state.fileBytes - received;
    const tooLarge = room < maxFileBytes ? () => uploadTooLarge(state.fileBytes) : multipartErrors.fileTooLarge;
    const spooled = await state.spool.save(part.stream, Math.min(maxFileBytes, room), tooLarge);
    received += spooled.size;
    files.push({ field: part.name, filename: part.filename, claimedType: part.claimedType, ...spooled });
  }
  return files;
}

/**
 * Multipart uploads, read in the order that lets nothing unchecked cost memory (DESIGN.md, "The request signature"):
 * 1. onRequest, headers only: a route without `config.uploads` answers 415; missing, malformed, unknown-app or
 *    expired signature headers answer 401; a Content-Length over the limits answers 413.
 * 2. Body parser: the non-file fields, which must come before the files (at most 50, 16 KiB each, within the
 *    form body limit), become request.body; reading stops at the first file part.
 * 3. The signature, client-params and session hooks and the route's preValidation guards (console) run on them.
 * 4. preHandler: no signed-in member → 401; then the files stream to private temp files (per-file UPLOAD_MAX_BYTES,
 *    per-request requestUploadBytes) with size and SHA-256 → request.uploads.
 * A body not read to its end is never read further: the answer closes the connection. Temp files go before it.
 */
export const multipartPlugin = fp<{ maxFileBytes: number }>(
  async (app, opts) => {
    const maxFileBytes = opts.maxFileBytes;
    const fieldBytes = app.initialConfig.bodyLimit ?? MIB;
    // Fields, files, and room for part headers and framing.
    const bodyBytes = (fileBytes: number) => 2 * fieldBytes + fileBytes;
    const spoolRoot = join(app.config.dataDir, 'upload-spool');
    await prepareSpoolRoot(spoolRoot);

    app.decorateRequest('uploads', null as unknown as UploadedFile[]);

    app.addHook('onRequest', async (request, reply) => {
      request.uploads = [];
      if (!isMultipart(request)) return;
      const route = request.routeOptions.config.uploads;
      if (!route) {
        // An unknown path answers its 404; a route that takes no files refuses the body as an unsupported type.
        if (request.is404) return;
        throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      }
      if (carriesSignature(request)) signatureHeadersOf(request, app.config.appKeys);
      const fileBytes = requestUploadBytes(maxFileBytes, route.maxFiles);
      if (Number(request.headers['content-length']) > bodyBytes(fileBytes)) throw uploadTooLarge(fileBytes);
      const state: MultipartState = { spool: new UploadSpool(spoolRoot), maxFiles: route.maxFiles, fileBytes };
      states.set(request, state);
      // onSend removes the temp files before the answer goes; this covers a client gone before any answer.
      reply.raw.once('close', () => {
        state.reader?.destroy();
        void disposeSpool(request, state);
      });
    });

    app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
      const state = states.get(request);
      if (!state) return undefined;
      const limits = { maxFields: MAX_FIELDS, maxFieldBytes: MAX_FIELD_BYTES, maxFiles: state.maxFiles, maxFileBytes, initialBodyBytes: fieldBytes };
      const reader = new MultipartReader(payload, request.headers, limits);
      state.reader = reader;
      // A null-prototype object: a field named `constructor` or `__proto__` is an ordinary key.
      const fields = Object.create(null) as Record<string, string | string[]>;
      for (let part = await reader.next(); part; part = await reader.next()) {
        if (part.kind === 'file') {
          state.firstFile = part;
          break;
        }
        if (part.truncated) throw multipartErrors.fieldsTooLarge();
        const existing = fields[part.name];
        fields[part.name] = existing === undefined ? part.value : [...(Array.isArray(existing) ? existing : [existing]), part.value];
      }
      reader.raise(bodyBytes(state.fileBytes), () => uploadTooLarge(state.fileBytes));
      return fields;
    });

    app.addHook('preHandler', async (request) => {
      const state = states.get(request);
      if (!state?.reader) return;
      // Only signed-in members upload: a visitor's files are never read. Console guards already ran.
      if (!request.member) throw new AppError(Codes.UNAUTHORIZED);
      request.uploads = await receiveFiles(state, state.reader, maxFileBytes);
    });

    app.addHook('onSend', async (request, reply) => {
      if (!isMultipart(request)) return;
      const state = states.get(request);
      // The client may still be sending the rest; Node would otherwise read and discard all of it. HTTP/1.1 closes the
      // connection; HTTP/2 has no such header (Node drops it with a warning) and Node ends just this request's stream
      // once the answer is out (tls.test.ts).
      if (!state?.reader?.finished && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
      if (state) await disposeSpool(request, state);
    });
  },
  { name: 'multipart-fields' },
);
