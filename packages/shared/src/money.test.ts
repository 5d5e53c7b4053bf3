import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertMinor, formatMoney, toDecimalString, toMinor } from './money';

describe('money', () => {
  it('parses decimal strings into integer minor units exactly', () => {
    expect(toMinor('80', 'HKD')).toBe(8000);
    expect(toMinor('0.1', 'HKD')).toBe(10);
    expect(toMinor('3800.05', 'HKD')).toBe(380005);
    expect(toMinor('0.00000001', 'BTC')).toBe(1);
    expect(() => toMinor('1.005', 'HKD')).toThrow(RangeError);
    expect(() => toMinor('abc', 'HKD')).toThrow(RangeError);
  });

  it('round-trips every fiat amount through its decimal string', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => toMinor(toDecimalString(minor, 'HKD'), 'HKD') === minor));
  });

  it('formats fiat with 2 decimals and grouping', () => {
    expect(formatMoney(380000, 'HKD')).toBe('HK$3,800.00');
    expect(formatMoney(8000, 'HKD')).toBe('HK$80.00');
    expect(formatMoney(-550, 'HKD')).toBe('-HK$5.50');
    expect(formatMoney(123456, 'JPY')).toBe('JPY 1,234.56');
  });

  it('groups digits the way each locale does, whichever locale formatted before', () => {
    expect(formatMoney(123_456_700, 'HKD', 'en-IN')).toBe('HK$12,34,567.00');
    expect(formatMoney(123_456_700, 'HKD', 'en_US')).toBe('HK$1,234,567.00');
    expect(formatMoney(123_456_700, 'HKD', 'en-IN')).toBe('HK$12,34,567.00');
    expect(formatMoney(123_456_700, 'HKD', 'zh_TW')).toBe('HK$1,234,567.00');
  });

  it("groups the site's languages exactly as Intl does", () => {
    fc.assert(
      fc.property(fc.constantFrom('en_US', 'zh_CN', 'zh-TW'), fc.integer({ min: -1e15, max: 1e15 }), (locale, minor) => {
        const whole = new Intl.NumberFormat(locale.replace('_', '-')).format(BigInt(Math.trunc(Math.abs(minor) / 100)));
        return formatMoney(minor, 'USD', locale) === `${minor < 0 ? '-' : ''}US$${whole}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
      }),
    );
  });

  it('formats crypto with up to 4 decimals', () => {
    expect(formatMoney(1_250_000, 'BTC')).toBe('0.0125 BTC');
    expect(formatMoney(100_000_000, 'ETH')).toBe('1 ETH');
    expect(formatMoney(123_456_789, 'USDT')).toBe('1.2346 USDT');
  });
});

describe('convertMinor', () => {
  it('converts at an exact decimal rate, rounding half up', () => {
    expect(convertMinor(16800, 'HKD', 'USD', '0.1282')).toBe(2154); // 168.00 × 0.1282 = 21.5376
    expect(convertMinor(3900, 'USD', 'HKD', '7.8')).toBe(30420);
    expect(convertMinor(1, 'HKD', 'USD', '0.5')).toBe(1);
  });
  it('moves between fiat and crypto minor digits', () => {
    expect(convertMinor(100_00, 'USD', 'USDT', '1')).toBe(100_00000000);
    expect(convertMinor(1_00000000, 'BTC', 'USD', '65000.5')).toBe(6500050);
  });
  it('refuses a rate that is not a plain decimal', () => {
    expect(() => convertMinor(100, 'HKD', 'USD', '1e3')).toThrow(RangeError);
  });
});
