import { randomBytes } from 'node:crypto';
import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import { DEV_WEBSITE_APP_KEY, type SignableParams, bodyHash, canonicalParams, signatureHeaders } from '@sme/shared/signature';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../http/envelope';

type Scalar = string | number | boolean;
type Fields = Record<string, Scalar | Scalar[] | undefined>;

/** A file part of a multipart request. */
export interface TestFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A request as the web sends it: query for GET, form-urlencoded or JSON for POST, multipart for uploads. */
export interface SignedRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  query?: Fields;
  form?: Fields;
  json?: unknown;
  multipart?: { fields?: Fields; files: TestFile[] };
  headers?: Record<string, string>;
  /** Client address (rate limits are per address). */
  remoteAddress?: string;
  /** Signing overrides, for tests of refused signatures. */
  appId?: string;
  key?: string;
  now?: number;
  nonce?: string;
}

function merge(...sources: Array<Fields | undefined>): SignableParams {
  // A Map, so a parameter named `constructor` or `__proto__` (the fuzzer sends them) is a key like any other.
  const out = new Map<string, Scalar[]>();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) {
      if (value === undefined) continue;
      out.set(name, [...(out.get(name) ?? []), ...(Array.isArray(value) ? value : [value])]);
    }
  }
  return Object.fromEntries(out);
}

function multipartBody(fields: Fields, files: TestFile[]): { body: Buffer; contentType: string } {
  const boundary = `----sme${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(v)}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** app.inject with the request signature computed exactly as the web client does (@sme/shared/signature). */
export function signedInject(app: FastifyInstance, req: SignedRequest): Promise<LightMyRequestResponse> {
  const method = req.method ?? (req.form || req.json !== undefined || req.multipart ? 'POST' : 'GET');
  const path = req.url;
  const query = req.query ? canonicalParams(merge(req.query)) : '';
  let canonical: string;
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  if (req.json !== undefined) {
    payload = JSON.stringify(req.json);
    canonical = bodyHash(payload);
    contentType = 'application/json';
  } else if (req.multipart) {
    const built = multipartBody(req.multipart.fields ?? {}, req.multipart.files);
    payload = built.body;
    contentType = built.contentType;
    canonical = canonicalParams(merge(req.query, req.multipart.fields));
  } else {
    if (req.form) {
      payload = canonicalParams(merge(req.form));
      contentType = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
    canonical = canonicalParams(merge(req.query, req.form));
  }
  const headers = {
    ...signatureHeaders(req.appId ?? CLIENT_DEFAULTS.appId, req.key ?? DEV_WEBSITE_APP_KEY, { method, path, canonical }, req.now, req.nonce),
    ...(contentType ? { 'content-type': contentType } : {}),
    ...req.headers,
  };
  return app.inject({
    method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
  });
}

/** The parsed envelope of an answer. */
export function envelopeOf<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json<Envelope<T>>();
}
