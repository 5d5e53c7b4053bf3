import { describe, expect, it } from 'vitest';
import { createHmac, createHash } from 'node:crypto';
import { bodyHash, canonicalParams, computeSignature, randomId, signatureHeaders, signaturesEqual, signingString } from './signature';

describe('request signature', () => {
  it('sorts parameters by name then value and URI-encodes them', () => {
    expect(canonicalParams({ b: '2', a: 'x y', c: ['z', 'a'], skip: undefined, empty: '' })).toBe('a=x%20y&b=2&c=a&c=z&empty=');
  });

  it('signs method, path, parameters, timestamp and nonce joined by newlines with HMAC-SHA256', () => {
    const input = { method: 'post', path: '/api/v1/connect/submit', canonical: 'a=1', timestamp: 1700000000000, nonce: 'n'.repeat(32) };
    expect(signingString(input)).toBe(`POST\n/api/v1/connect/submit\na=1\n1700000000000\n${'n'.repeat(32)}`);
    const expected = createHmac('sha256', 'k').update(signingString(input)).digest('hex');
    expect(computeSignature('k', input)).toBe(expected);
  });

  it('hashes a JSON body with SHA-256 as node does', () => {
    const raw = JSON.stringify({ 名: '值', n: 1 });
    expect(bodyHash(raw)).toBe(createHash('sha256').update(raw, 'utf8').digest('hex'));
  });

  it('builds headers that verify, and a changed parameter no longer verifies', () => {
    const headers = signatureHeaders('WEBSITE', 'key', { method: 'GET', path: '/p', canonical: 'a=1' }, 1000, 'x'.repeat(32));
    const again = computeSignature('key', { method: 'GET', path: '/p', canonical: 'a=1', timestamp: '1000', nonce: 'x'.repeat(32) });
    expect(signaturesEqual(headers['x-signature']!, again)).toBe(true);
    const tampered = computeSignature('key', { method: 'GET', path: '/p', canonical: 'a=2', timestamp: '1000', nonce: 'x'.repeat(32) });
    expect(signaturesEqual(headers['x-signature']!, tampered)).toBe(false);
  });

  it('makes 32-character random ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  });
});
