import { createHash, hkdfSync } from 'node:crypto';

/**
 * Keys and hashes made from secrets. Each purpose (OTP codes, TOTP secrets, pickup codes, download links) gets its
 * own key derived from the server secret (config.storageKey) by HKDF with the purpose as label, so no new secret has
 * to be configured and a key leaked from one purpose opens nothing else.
 */

/** A 32-byte key for one purpose, derived from the server secret. */
export function deriveKey(serverSecret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), purpose, 32));
}

/**
 * How a random bearer token (session, invitation, subscription link) is stored: its SHA-256. The token carries 256
 * bits of randomness, so an unkeyed hash cannot be reversed, and a stolen table holds nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
