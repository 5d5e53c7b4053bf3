import { describe, expect, it } from 'vitest';
import { formatMobile, formatNationalMobile } from './phone-display';

describe('formatMobile', () => {
  it('groups an E.164 number the way its region writes it', () => {
    expect(formatMobile('+85291234567')).toBe('+852 9123 4567');
    expect(formatMobile('+8613812345678')).toBe('+86 138 1234 5678');
  });

  it('returns what it cannot parse unchanged', () => {
    expect(formatMobile('not a number')).toBe('not a number');
  });
});

describe('formatNationalMobile', () => {
  it('drops the country code a region selector already shows', () => {
    expect(formatNationalMobile('+85291234567')).toBe('9123 4567');
    expect(formatNationalMobile('+8613812345678')).toBe('138 1234 5678');
  });
});
