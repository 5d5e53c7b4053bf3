import type { CurrencyView } from '@sme/shared/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import { approximateMinor } from './approximate';

const cur = (code: string, rates: Record<string, string>): CurrencyView => ({
  code,
  name: code,
  symbol: code,
  decimals: 2,
  rates: Object.entries(rates).map(([tarSymbol, currRate]) => ({ tarSymbol, currRate })),
});

describe('approximateMinor', () => {
  it('converts with the published rate, exactly and rounded half up', () => {
    expect(approximateMinor(16_800, 'HKD', 'USD', [cur('HKD', { USD: '0.128205' })])).toBe(2_154);
  });

  it('divides by the reverse rate when only the other direction is published', () => {
    // 1 HKD = 1 / 7.8 USD; 78.00 HKD ≈ 10.00 USD.
    expect(approximateMinor(7_800, 'HKD', 'USD', [cur('USD', { HKD: '7.8' })])).toBe(1_000);
  });

  it('has nothing to show for the same currency, an unknown pair or a malformed rate', () => {
    const list = [cur('HKD', { USD: 'abc' })];
    expect(approximateMinor(100, 'HKD', 'HKD', list)).toBeNull();
    expect(approximateMinor(100, 'HKD', 'EUR', list)).toBeNull();
    expect(approximateMinor(100, 'HKD', 'USD', list)).toBeNull();
  });
});
