import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The two numbers on a membership card (spec section 3). The card number names the card (printed, shown masked to its
 * holder, listed in the back office); the redemption code redeems it and is a secret: 80 random bits in Crockford
 * base32, printed XXXX-XXXX-XXXX-XXXX and stored only as the SHA-256 of its normal form, so a leaked table redeems
 * nothing. Crockford's alphabet has no I, L, O or U, and reading O as 0 and I or L as 1 forgives the usual misreadings.
 */

/** The first digits of every card number. */
export const CARD_NO_PREFIX = '8852';
const CARD_NO_LENGTH = 16;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 16;

/** A new card number: the prefix and random digits, 16 in all (unique by the table's key; the caller retries a clash). */
export function newCardNo(): string {
  let digits = CARD_NO_PREFIX;
  while (digits.length < CARD_NO_LENGTH) digits += String(randomInt(10));
  return digits;
}

/** A card number as printed: groups of four digits. */
export function formatCardNo(cardNo: string): string {
  return cardNo.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A new redemption code as printed: 16 Crockford characters (80 random bits) in groups of four joined by dashes. */
export function newRedemptionCode(): string {
  const bytes = randomBytes((CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += CROCKFORD[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * A code as typed, in its one normal form: full-width characters folded (NFKC: typed with a Chinese input method),
 * spaces and dashes removed, upper case, O read as 0 and I or L as 1.
 */
export function normaliseCode(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212]/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** What the table stores of a code: the SHA-256 (hex) of its normal form. */
export function codeHashOf(typed: string): string {
  return createHash('sha256').update(normaliseCode(typed)).digest('hex');
}
