import { SILENT_CODES } from '@sme/shared/codes';
import { bodyHash, canonicalParams, signatureHeaders } from '@sme/shared/signature';
import { clientConfig } from '@/lib/config';
import { acceptLanguage } from '@/lib/i18n';
import { ApiError, type RequestOptions } from './api-error';
import { isMetaOptional } from './meta-optional';
import { createSseParser, type SseMessage } from './sse-parser';
import { type Params, withClientParams } from './request-params';
import { showSessionExpiredDialog } from './session-dialog';
import { errorToast, networkUnstableText } from './toasts';
import { fetchFailure, transportError } from './transport-errors';

/** The response envelope of every API answer (DESIGN.md). */
export interface Envelope<T> {
  meta: { code: number; message?: string | null };
  data: T;
}

/** Raw bytes of a non-envelope answer (kept apart from envelope data, which may itself be any value). */
class BlobAnswer {
  constructor(readonly blob: Blob) {}
}

interface Prepared {
  method: 'GET' | 'POST';
  /** Path relative to apiBase, without query string. */
  path: string;
  query?: string;
  canonical: string;
  body?: BodyInit;
  contentType?: string;
}

/** Split "/a/b?x=1" into its path and query parameters, so a query written in the path is signed too. */
function splitPath(path: string, params: Params): { path: string; params: Params } {
  const q = path.indexOf('?');
  if (q < 0) return { path, params };
  const merged: Params = { ...params };
  for (const [k, v] of new URLSearchParams(path.slice(q + 1))) merged[k] ??= v;
  return { path: path.slice(0, q), params: merged };
}

/** Absolute-or-relative URL of a call and the path the server sees (what the signature covers). */
function resolveUrl(path: string): { url: string; signedPath: string } {
  const url = `${clientConfig().apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  const signedPath = /^https?:\/\//i.test(url) ? new URL(url).pathname : url;
  return { url, signedPath };
}

/**
 * A 503 with Retry-After is the server's load shedding (apps/server/src/http/load-shed.ts): the call was refused
 * before it ran, so sending it again is safe whatever its method. It is sent again after the wait the server asks
 * (capped), twice at most, before the busy message reaches the user. A 503 without Retry-After (the database went
 * away mid-call) may have done part of its work and is never resent.
 */
const BUSY_RETRIES = 2;
const MAX_BUSY_WAIT_MS = 5_000;

/** Milliseconds a shed answer asks to wait, or null when the answer is not a shed one. */
function busyWaitMs(res: Response): number | null {
  const header = res.status === 503 ? res.headers.get('retry-after') : null;
  if (header === null) return null;
  const seconds = Number(header);
  return Math.min(Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000, MAX_BUSY_WAIT_MS);
}

/** Resolves after `ms`, or rejects as the caller's cancellation when its signal aborts first. */
function waitUnlessAborted(ms: number, opts: RequestOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const { signal } = opts;
    if (signal?.aborted) return reject(fetchFailure(signal.reason, opts));
    const onAbort = () => {
      clearTimeout(timer);
      reject(fetchFailure(signal?.reason, opts));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Send a prepared call with its signature headers, signed afresh on each attempt (a resent call never reuses a nonce);
 * a fetch that never got an answer rejects as a transport failure.
 */
async function fetchSigned(prepared: Prepared, opts: RequestOptions, accept: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetchOnce(prepared, opts, accept);
    const wait = attempt < BUSY_RETRIES ? busyWaitMs(res) : null;
    if (wait === null) return res;
    // Read the short refusal to the end, so the connection is free for the next attempt.
    await res.text().catch(() => '');
    await waitUnlessAborted(wait, opts);
  }
}

async function fetchOnce(prepared: Prepared, opts: RequestOptions, accept: string): Promise<Response> {
  const { appId, appKey } = clientConfig();
  const { url, signedPath } = resolveUrl(prepared.path);
  const headers: Record<string, string> = {
    ...signatureHeaders(appId, appKey, { method: prepared.method, path: signedPath, canonical: prepared.canonical }),
    'Accept-Language': acceptLanguage(),
    Accept: accept,
  };
  if (prepared.contentType) headers['Content-Type'] = prepared.contentType;

  try {
    // No timeout (REQUEST_TIMEOUT_MS is 0): long uploads and payment checks must not be cut off.
    return await fetch(prepared.query ? `${url}?${prepared.query}` : url, {
      method: prepared.method,
      headers,
      body: prepared.body,
      credentials: 'include',
      // Every call is signed afresh, so an HTTP-cache copy is never what we asked for. Worse, Chromium's cache ties
      // two fetches of one URL together: when one of them is cancelled (react-query cancels on unmount, refetch and
      // invalidate), the other is sent again with the same signed headers — the server saw one GET two or three times
      // with one nonce. Bypassing the cache keeps each call one request.
      cache: 'no-store',
      signal: opts.signal,
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    throw fetchFailure(err, opts);
  }
}

async function send(prepared: Prepared, opts: RequestOptions, expect: 'envelope' | 'blob'): Promise<unknown> {
  const accept = expect === 'blob' ? 'image/*, application/octet-stream, application/json' : 'application/json';
  const res = await fetchSigned(prepared, opts, accept);
  return readAnswer(res, prepared.path, opts, expect);
}

async function readAnswer(res: Response, path: string, opts: RequestOptions, expect: 'envelope' | 'blob'): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  const isJson = /json/i.test(type);
  if (expect === 'blob' && res.ok && !isJson) return new BlobAnswer(await res.blob());

  let body: unknown = null;
  try {
    const text = await res.text();
    body = isJson || /^\s*[{[]/.test(text) ? (JSON.parse(text) as unknown) : text;
  } catch (err) {
    if (opts.signal?.aborted) throw fetchFailure(err, opts);
    body = null;
  }

  const meta = (body as Partial<Envelope<unknown>> | null)?.meta;
  if (!meta || typeof meta.code !== 'number') {
    if (!res.ok) throw transportError(res.status < 500 ? 'badRequest' : 'badResponse', res.status, body, opts.quiet);
    if (isMetaOptional(path)) return body;
    const text = networkUnstableText();
    if (!opts.quiet) errorToast(text);
    throw new ApiError(text, 509, res.status, body);
  }

  if (meta.code === 200) return (body as Envelope<unknown>).data;
  const message = meta.message || networkUnstableText();
  const error = new ApiError(message, meta.code, res.status, (body as Envelope<unknown>).data ?? null);
  const callerHandles = opts.quiet || (opts.silentCodes?.includes(meta.code) ?? false);
  if (meta.code === 401 && !callerHandles) showSessionExpiredDialog();
  else if (!SILENT_CODES.includes(meta.code) && !callerHandles) errorToast(message);
  throw error;
}

/** GET with parameters in the query string; resolves with envelope.data. */
export async function apiGet<T>(path: string, params?: Params, opts: RequestOptions = {}): Promise<T> {
  const split = splitPath(path, withClientParams(params, opts));
  const canonical = canonicalParams(split.params);
  return (await send({ method: 'GET', path: split.path, query: canonical, canonical }, opts, 'envelope')) as T;
}

/** GET returning raw bytes (captcha PNGs at /sys/code/getCode, exports); error envelopes are handled as usual. */
export async function apiGetBlob(path: string, params?: Params, opts: RequestOptions = {}): Promise<Blob> {
  const split = splitPath(path, withClientParams(params, opts));
  const canonical = canonicalParams(split.params);
  const out = await send({ method: 'GET', path: split.path, query: canonical, canonical }, opts, 'blob');
  if (out instanceof BlobAnswer) return out.blob;
  throw new ApiError(networkUnstableText(), 509, 200, out);
}

/** POST form-urlencoded (spec section 7); resolves with envelope.data. */
export async function apiPost<T>(path: string, data?: Params, opts: RequestOptions = {}): Promise<T> {
  const canonical = canonicalParams(withClientParams(data, opts));
  const prepared: Prepared = { method: 'POST', path, canonical, body: canonical, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  return (await send(prepared, opts, 'envelope')) as T;
}

/** POST a JSON object (client parameters merged into it; the signature covers the body's SHA-256). */
export async function apiPostJson<T>(path: string, body: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
  const raw = JSON.stringify({ ...withClientParams(undefined, opts), ...body });
  const prepared: Prepared = { method: 'POST', path, canonical: bodyHash(raw), body: raw, contentType: 'application/json' };
  return (await send(prepared, opts, 'envelope')) as T;
}

/** Files of a multipart upload, under the two field names of spec section 7. */
export interface UploadFiles {
  fileDatas?: File[];
  cFiles?: File[];
}

/** POST multipart: text fields (signed like a form) plus files under fileDatas and cFiles. */
export async function apiUpload<T>(path: string, fields: Params, files: UploadFiles, opts: RequestOptions = {}): Promise<T> {
  const signed = withClientParams(fields, opts);
  const form = new FormData();
  for (const [name, raw] of Object.entries(signed)) {
    if (raw === undefined || raw === null) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) form.append(name, String(value));
  }
  for (const file of files.fileDatas ?? []) form.append('fileDatas', file, file.name);
  for (const file of files.cFiles ?? []) form.append('cFiles', file, file.name);
  // No Content-Type: the browser writes the multipart boundary itself.
  return (await send({ method: 'POST', path, canonical: canonicalParams(signed), body: form }, opts, 'envelope')) as T;
}

/** Options of a streamed call: those of every call plus the handler of each server-sent event. */
export interface StreamOptions extends RequestOptions {
  onEvent: (message: SseMessage) => void;
}

/**
 * POST a JSON object (signed like apiPostJson) whose answer is a text/event-stream: each event is handed to
 * `onEvent` as it arrives; resolves when the stream ends. A JSON answer instead (a refusal before streaming) rejects
 * with ApiError after the usual handling (toast, 401 dialog), as does a cut connection; aborting through `signal`
 * rejects without a toast.
 */
export async function apiPostJsonStream(path: string, body: Record<string, unknown>, opts: StreamOptions): Promise<void> {
  const raw = JSON.stringify({ ...withClientParams(undefined, opts), ...body });
  const prepared: Prepared = { method: 'POST', path, canonical: bodyHash(raw), body: raw, contentType: 'application/json' };
  const res = await fetchSigned(prepared, opts, 'text/event-stream');
  if (!res.ok || !res.body || !/text\/event-stream/i.test(res.headers.get('content-type') ?? '')) {
    await readAnswer(res, path, opts, 'envelope');
    // A success envelope where a stream was promised is the server's fault.
    const text = networkUnstableText();
    if (!opts.quiet) errorToast(text);
    throw new ApiError(text, 509, res.status, null);
  }
  const parser = createSseParser(opts.onEvent);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    throw fetchFailure(err, opts);
  }
  parser.push(decoder.decode());
  parser.end();
}
