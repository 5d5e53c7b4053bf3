import { createHash, createHmac } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import {
  NONCE_LENGTH,
  SIGNATURE_HEADERS,
  SIGNATURE_WINDOW_MS,
  type SignableParams,
  type SigningInput,
  canonicalParams,
  signaturesEqual,
  signingString,
} from '@sme/shared/signature';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { purgeExpiredNonces, rememberSignedNonce } from './nonce-store';

/** How often one server deletes expired nonces (cheap: an indexed range delete, off the request path). */
const PURGE_INTERVAL_MS = 60_000;
const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${NONCE_LENGTH}}$`);

/**
 * Routes that carry the signature: every /api route except the API docs. Decided on the route pattern,
 * not the URL, so an unknown /api path falling through the static wildcard still answers 404.
 */
export function isSignedRoute(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && routeUrl.startsWith('/api/') && !routeUrl.startsWith('/api/docs');
}

/** Parameters are collected in a Map: a name such as `constructor` or `__proto__` is an ordinary key, never a prototype's. */
function addAll(target: Map<string, string[]>, source: unknown): void {
  if (source === null || typeof source !== 'object' || Buffer.isBuffer(source)) return;
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null).map(String);
    const existing = target.get(name);
    if (existing) existing.push(...values);
    else target.set(name, values);
  }
}

/**
 * The shared module's signature and body hash with Node's native crypto: the same hex, at a fraction of the pure
 * JavaScript hashing's cost on every request.
 */
function computeSignature(key: string, input: SigningInput): string {
  return createHmac('sha256', key).update(signingString(input)).digest('hex');
}

function bodyHash(raw: string | Uint8Array): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** The canonical parameters of DESIGN.md: JSON → SHA-256 of the raw body; otherwise query + form (or multipart) fields. */
export function canonicalOf(request: Pick<FastifyRequest, 'rawBody' | 'query' | 'body'>): string {
  if (request.rawBody !== undefined) return bodyHash(request.rawBody);
  const params = new Map<string, string[]>();
  addAll(params, request.query);
  addAll(params, request.body);
  return canonicalParams(Object.fromEntries(params) as SignableParams);
}

/**
 * Reads (GET, HEAD) are signed and time-checked, but their nonces are not recorded (DESIGN.md): a replayed read returns
 * only what its sender already read, browsers retry reads on their own, and a read must never cost a database write.
 */
function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether this request must carry the signature: a signed route that did not opt out (payment callbacks). */
export function carriesSignature(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config.signature !== false && isSignedRoute(request.routeOptions.url);
}

/** The signature headers of a request, already checked for form, app and time window. */
export interface SignatureHeaders {
  appId: string;
  /** The app's signing key. */
  key: string;
  timestamp: string;
  sentAt: number;
  nonce: string;
  signature: string;
}

/**
 * Checks what the headers alone can tell, reading no body: all four present and well formed, a known app, a time
 * inside the window (401 otherwise). Multipart uploads call it before reading any part; the hook below too.
 */
export function signatureHeadersOf(request: FastifyRequest, appKeys: ReadonlyMap<string, string>, now = Date.now()): SignatureHeaders {
  const appId = header(request, SIGNATURE_HEADERS.appId);
  const timestamp = header(request, SIGNATURE_HEADERS.timestamp);
  const nonce = header(request, SIGNATURE_HEADERS.nonce);
  const signature = header(request, SIGNATURE_HEADERS.signature);
  const key = appId ? appKeys.get(appId) : undefined;
  if (!appId || !key || !timestamp || !nonce || !signature || !/^\d{1,16}$/.test(timestamp) || !NONCE_PATTERN.test(nonce)) {
    throw new AppError(Codes.SIGNATURE_INVALID);
  }
  const sentAt = Number(timestamp);
  if (Math.abs(now - sentAt) > SIGNATURE_WINDOW_MS) throw new AppError(Codes.SIGNATURE_EXPIRED);
  return { appId, key, timestamp, sentAt, nonce, signature };
}

/** Verifies the request signature of every API call; replayed writes within the window are refused via PostgreSQL. */
export const signaturePlugin = fp(
  async (app) => {
    let lastPurge = 0;
    app.decorateRequest('signedNonce', null);
    // What no later hook remembered (a server without the session plugin) is remembered before the handler runs.
    app.addHook('preHandler', async (request) => rememberSignedNonce(app.db, request));
    app.addHook('preValidation', async (request) => {
      if (!carriesSignature(request)) return;
      const now = Date.now();
      const { appId, key, timestamp, sentAt, nonce, signature } = signatureHeadersOf(request, app.config.appKeys, now);
      const [path = request.url, query] = request.url.split('?', 2);
      // A JSON body is signed by its hash alone: a query string beside it would ride along unsigned.
      if (request.rawBody !== undefined && query !== undefined) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'code.queryWithJsonBody' });
      const expected = computeSignature(key, { method: request.method, path, canonical: canonicalOf(request), timestamp, nonce });
      if (!signaturesEqual(expected, signature.toLowerCase())) throw new AppError(Codes.SIGNATURE_INVALID);
      if (isSafeMethod(request.method)) return;
      // Remembered by the session hook, in the statement that looks the session up (one round trip for both), or
      // below before the handler: either way before anything the request asks is done.
      request.signedNonce = { appId, nonce, expiresAt: new Date(sentAt + SIGNATURE_WINDOW_MS) };
      if (now - lastPurge > PURGE_INTERVAL_MS) {
        lastPurge = now;
        purgeExpiredNonces(app.db).catch((err: unknown) => request.log.warn({ err }, 'nonce purge failed'));
      }
    });
  },
  { name: 'signature', dependencies: ['multipart-fields', 'body-parsers'] },
);
