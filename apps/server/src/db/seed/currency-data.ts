import { minorDigits } from '@sme/shared/money';

/**
 * The currency property list and indicative exchange rates (reference data: prices need them in
 * production too). Rates are fixed demo values until a rate feed is wired in; every pair is derived from
 * one Hong Kong dollar value per currency, so the table is consistent in every direction.
 */

/** A currency of the property list (Chinese in Traditional script, converted per locale when read). */
export interface CurrencySeed {
  code: string;
  nameEn: string;
  nameZh: string;
  symbol: string;
  /** Hong Kong dollars for one unit, as an exact decimal. */
  hkdPerUnit: string;
}

/** The currencies, in display order. */
export const CURRENCIES: readonly CurrencySeed[] = [
  { code: 'HKD', nameEn: 'Hong Kong Dollar', nameZh: '港元', symbol: 'HK$', hkdPerUnit: '1' },
  { code: 'USD', nameEn: 'US Dollar', nameZh: '美元', symbol: 'US$', hkdPerUnit: '7.8' },
  { code: 'CNY', nameEn: 'Chinese Yuan', nameZh: '人民幣', symbol: 'CN¥', hkdPerUnit: '1.08' },
  { code: 'EUR', nameEn: 'Euro', nameZh: '歐元', symbol: '€', hkdPerUnit: '8.45' },
  { code: 'GBP', nameEn: 'Pound Sterling', nameZh: '英鎊', symbol: '£', hkdPerUnit: '9.85' },
  { code: 'JPY', nameEn: 'Japanese Yen', nameZh: '日圓', symbol: 'JP¥', hkdPerUnit: '0.052' },
  { code: 'SGD', nameEn: 'Singapore Dollar', nameZh: '新加坡元', symbol: 'S$', hkdPerUnit: '5.8' },
];

/** Decimal places the rates are rounded to. */
const RATE_DIGITS = 6;

function scaled(decimal: string, digits: number): bigint {
  const [whole = '0', frac = ''] = decimal.split('.');
  return BigInt(whole + frac.padEnd(digits, '0').slice(0, digits));
}

/** a ÷ b as a decimal string with RATE_DIGITS places, rounded half up, trailing zeros dropped — exact BigInt arithmetic, no floats. */
export function divideDecimal(a: string, b: string): string {
  const SCALE = 12;
  const num = scaled(a, SCALE) * 10n ** BigInt(RATE_DIGITS);
  const den = scaled(b, SCALE);
  const q = (num * 2n + den) / (2n * den);
  const text = q.toString().padStart(RATE_DIGITS + 1, '0');
  const out = `${text.slice(0, -RATE_DIGITS)}.${text.slice(-RATE_DIGITS)}`;
  return out.replace(/0+$/, '').replace(/\.$/, '');
}

/** Currency rows of the currencies table. */
export const currencyRows = () =>
  CURRENCIES.map((c, i) => ({ code: c.code, nameEn: c.nameEn, nameZh: c.nameZh, symbol: c.symbol, decimals: minorDigits(c.code), sort: i + 1 }));

/** Every ordered pair of different currencies: 1 base = rate tar. */
export const exchangeRateRows = () =>
  CURRENCIES.flatMap((base) =>
    CURRENCIES.filter((tar) => tar.code !== base.code).map((tar) => ({
      baseSymbol: base.code,
      tarSymbol: tar.code,
      rate: divideDecimal(base.hkdPerUnit, tar.hkdPerUnit),
    })),
  );
