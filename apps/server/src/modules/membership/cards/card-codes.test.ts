import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeHashOf, formatCardNo, newCardNo, newRedemptionCode, normaliseCode } from './card-codes';

describe('membership card numbers and codes', () => {
  it('draws 16-digit numbers with the prefix and 80-bit codes of Crockford characters, printed in groups of four', () => {
    const numbers = Array.from({ length: 200 }, newCardNo);
    const codes = Array.from({ length: 200 }, newRedemptionCode);
    for (const n of numbers) expect(n).toMatch(/^8852\d{12}$/);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(numbers).size).toBe(200);
    expect(new Set(codes).size).toBe(200);
    // Every character of the alphabet turns up (the bits are spread over all 32), none outside it.
    expect(new Set(codes.join('').replaceAll('-', '')).size).toBe(32);
    expect(formatCardNo('8852123456789012')).toBe('8852 1234 5678 9012');
  });

  it('reads a code however it is typed: case, spaces, dashes, full-width characters, O as 0, I and L as 1', () => {
    const code = 'AB1C-D0EF-GH1J-KM01';
    for (const typed of ['ab1c d0ef gh1j km01', 'ABlC-DOEF-GHIJ-KMO1', ' AB1CD0EFGH1JKM01 ', 'ＡＢ１Ｃ－Ｄ０ＥＦ－ＧＨ１Ｊ－ＫＭ０１', 'AB1C–D0EF—GH1J-KM01']) {
      expect([typed, normaliseCode(typed)]).toEqual([typed, 'AB1CD0EFGH1JKM01']);
      expect(codeHashOf(typed)).toBe(codeHashOf(code));
    }
    expect(codeHashOf(code)).toBe(createHash('sha256').update('AB1CD0EFGH1JKM01').digest('hex'));
    expect(codeHashOf('AB1C-D0EF-GH1J-KM02')).not.toBe(codeHashOf(code));
  });
});
