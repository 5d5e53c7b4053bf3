import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../secret-keys';

/**
 * The pickup QR code of a store-pickup or locker order: `SMEPICKUP.<orderNo>.<mac>`, where mac is an HMAC-SHA256
 * of the order number. The merchant's scanner (back office) verifies it, so a code cannot be made up for another
 * order. The key is derived from the server's STORAGE_KEY with a label, so no new secret has to be configured and
 * the storage key itself is never used for anything but its own purpose.
 */

const PREFIX = 'SMEPICKUP';
const KEY_LABEL = 'sme-platform pickup code v1';

/** The pickup-code key derived from the server secret (config.storageKey). */
export function pickupCodeKey(serverSecret: Buffer): Buffer {
  return deriveKey(serverSecret, KEY_LABEL);
}

function mac(orderNo: string, key: Buffer): Buffer {
  return createHmac('sha256', key).update(`${PREFIX}.${orderNo}`).digest();
}

/** The value the order detail shows as a QR code. */
export function signPickupCode(orderNo: string, key: Buffer): string {
  return `${PREFIX}.${orderNo}.${mac(orderNo, key).toString('base64url')}`;
}

/** The order number a scanned value vouches for, or null when it is not a genuine pickup code. */
export function verifyPickupCode(value: string, key: Buffer): string | null {
  const parts = value.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, orderNo = '', given = ''] = parts;
  const expected = mac(orderNo, key);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? orderNo : null;
}
