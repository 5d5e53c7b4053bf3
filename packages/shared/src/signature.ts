import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The request signature of DESIGN.md, written once for every client (web, server tests, bench).
 * Pure JavaScript hashing so it runs the same, synchronously, in the browser and in Node.
 */

/** Header names carrying the signature. */
export const SIGNATURE_HEADERS = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** How far a request's timestamp may be from the server clock, and how long a nonce is remembered. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The spec's random id length (section 9). */
export const NONCE_LENGTH = 32;

export type SignableParams = Record<string, string | number | boolean | null | undefined | Array<string | number | boolean>>;

/** Sorted `name=value` pairs, URI-encoded, joined by `&`; arrays give one pair per value; empty values are kept, undefined dropped. */
export function canonicalParams(params: SignableParams): string {
  const pairs: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) pairs.push([name, String(value)]);
  }
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
}

/** Lowercase hex SHA-256 of a raw body (JSON bodies are signed by their hash). */
export function bodyHash(raw: string | Uint8Array): string {
  return bytesToHex(sha256(typeof raw === 'string' ? utf8ToBytes(raw) : raw));
}

export interface SigningInput {
  method: string;
  /** Path without the query string. */
  path: string;
  /** canonicalParams(...) of query + form fields, or bodyHash(...) of a JSON body. */
  canonical: string;
  timestamp: string | number;
  nonce: string;
}

/** The exact string that is signed. */
export function signingString(input: SigningInput): string {
  return [input.method.toUpperCase(), input.path, input.canonical, String(input.timestamp), input.nonce].join('\n');
}

/** Lowercase hex HMAC-SHA256 of the signing string with the app's key. */
export function computeSignature(key: string, input: SigningInput): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(signingString(input))));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of the spec's length from the platform's CSPRNG (Web Crypto in both browser and Node 20). */
export function randomId(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  // 256 % 62 bias is negligible for a nonce; uniqueness, not secrecy, is what matters here.
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

/** Headers for one request, given its canonical parameters (or body hash). */
export function signatureHeaders(
  appId: string,
  key: string,
  req: { method: string; path: string; canonical: string },
  now: number = Date.now(),
  nonce: string = randomId(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    [SIGNATURE_HEADERS.appId]: appId,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.nonce]: nonce,
    [SIGNATURE_HEADERS.signature]: computeSignature(key, { ...req, timestamp, nonce }),
  };
}

/** The WEBSITE app key used when APP_KEYS is not set; development only (the server refuses it in production). */
export const DEV_WEBSITE_APP_KEY = 'dev-website-key-not-for-production';
