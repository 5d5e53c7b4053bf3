import { Secret, TOTP } from 'otpauth';
import { decrypt, encrypt } from '../../integrations/storage/encryption';
import { deriveKey } from '../../secret-keys';

/**
 * The staff second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s, the defaults every authenticator app reads from
 * an otpauth:// link). Secrets are stored AES-256-GCM encrypted with a key derived from STORAGE_KEY by HKDF with
 * its own label, like the OTP and pickup-code keys, so no new secret has to be configured.
 */

const ISSUER = 'SME Platform';
const PERIOD_S = 30;
/** One step either side: a phone clock a little off still works, and the replay guard covers the wider window. */
const WINDOW = 1;

/** The key that encrypts TOTP secrets, derived from the server secret (config.storageKey). */
export function totpKeyFrom(serverSecret: Buffer): Buffer {
  return deriveKey(serverSecret, 'sme-staff-totp');
}

const totpOf = (secretBase32: string, label = '') => new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32), period: PERIOD_S });

/** A fresh random secret (160 bits, as RFC 4226 recommends) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app scans, labelled with the staff member's account. */
export function otpauthUrl(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/** The time step a code belongs to, or null when it is not valid now (within one step either side). */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now }) + delta;
}

/** The code of a secret at a time (tests and the first-admin helper play the authenticator app with it). */
export function totpCode(secretBase32: string, now: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}

/** Encrypt a secret for staff_totp; the member id is bound in, so a row's secret cannot be moved to another member. */
export function sealSecret(key: Buffer, secretBase32: string, memberId: string): string {
  return encrypt(key, Buffer.from(secretBase32), `staff-totp:${memberId}`).toString('base64');
}

/** Reverse of sealSecret. */
export function openSecret(key: Buffer, sealed: string, memberId: string): string {
  return decrypt(key, Buffer.from(sealed, 'base64'), `staff-totp:${memberId}`).toString();
}
