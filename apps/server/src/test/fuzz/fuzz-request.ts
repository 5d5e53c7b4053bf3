import { randomBytes } from 'node:crypto';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY, bodyHash, canonicalParams, signatureHeaders } from '@sme/shared/signature';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Name/value pairs in the order they are sent; a repeated name is an array on the server. */
export type Pairs = Array<[string, string]>;

/** The body of a fuzz request: raw JSON text (so 1e309, deep nesting and `__proto__` keys go as written), a form, multipart fields, or raw bytes of some content type. */
export type FuzzBody = { json: string } | { form: Pairs } | { multipart: Pairs; file?: MultipartFile } | { raw: string | Buffer; contentType: string };

/** A file part of a multipart fuzz body. */
export interface MultipartFile {
  field: string;
  filename: string;
  content: Buffer;
}

/** Who sends it: the operation's signed-in member (or staff), a signed request without session, or no signature at all. */
export type FuzzAuth = 'session' | 'signed-out' | 'unsigned';

/** One generated request. */
export interface FuzzRequest {
  /** What the variant breaks, e.g. "nul" or "deep-nesting" (reported with failures). */
  kind: string;
  auth: FuzzAuth;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path with its parameters filled in, already percent-encoded as it goes on the wire. */
  path: string;
  query: Pairs;
  body?: FuzzBody;
}

const encodePairs = (pairs: Pairs) => pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');

/** The pairs as the server collects them for the signature: null-prototype, so `__proto__` is an ordinary name. */
function signable(...lists: Pairs[]): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of lists.flat()) (out[name] ??= []).push(value);
  return out;
}

function multipartOf(pairs: Pairs, file?: MultipartFile): { payload: Buffer; contentType: string } {
  const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = pairs.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Sends a fuzz request through app.inject, signed exactly as the web signs (DESIGN.md, "The request signature"): the
 * canonical query + form (or multipart) fields, or the SHA-256 of the raw JSON text. Raw bodies of other types are
 * signed over the query only (the server refuses their media type before it reads them).
 */
export function sendFuzzRequest(app: FastifyInstance, req: FuzzRequest, cookie: string | undefined, remoteAddress: string): Promise<LightMyRequestResponse> {
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  let canonical: string;
  const body = req.body;
  if (req.method === 'GET') {
    // Fastify reads no body on GET: the request is signed by its query, and a body sent along is ignored.
    canonical = canonicalParams(signable(req.query));
    if (body && 'json' in body) {
      payload = body.json;
      contentType = 'application/json';
    }
  } else if (body && 'json' in body) {
    payload = body.json;
    contentType = 'application/json';
    canonical = bodyHash(body.json);
  } else if (body && 'form' in body) {
    payload = encodePairs(body.form);
    contentType = 'application/x-www-form-urlencoded;charset=UTF-8';
    canonical = canonicalParams(signable(req.query, body.form));
  } else if (body && 'multipart' in body) {
    ({ payload, contentType } = multipartOf(body.multipart, body.file));
    canonical = canonicalParams(signable(req.query, body.multipart));
  } else {
    if (body) ({ raw: payload, contentType } = body);
    canonical = Buffer.isBuffer(payload) && contentType === 'application/json' ? bodyHash(payload.toString('utf8')) : canonicalParams(signable(req.query));
  }
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (req.auth !== 'unsigned')
    Object.assign(headers, signatureHeaders(CLIENT_DEFAULTS.appId, DEV_WEBSITE_APP_KEY, { method: req.method, path: req.path, canonical }));
  if (contentType) headers['content-type'] = contentType;
  if (req.auth === 'session' && cookie) headers.cookie = cookie;
  const query = encodePairs(req.query);
  return app.inject({
    method: req.method,
    url: query ? `${req.path}?${query}` : req.path,
    headers,
    remoteAddress,
    ...(payload !== undefined ? { payload } : {}),
  });
}
