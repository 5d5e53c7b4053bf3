/**
 * Money is never a float (DESIGN.md): amounts are integers in minor units of their currency.
 * Fiat currencies carry 2 decimals; the crypto currencies of section 9 carry 8 in storage and show up to 4.
 */

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'USDC', 'SOL'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export function isCrypto(currency: string): currency is CryptoCurrency {
  return (CRYPTO_CURRENCIES as readonly string[]).includes(currency.toUpperCase());
}

/** Number of minor-unit digits a currency is stored with. */
export function minorDigits(currency: string): number {
  return isCrypto(currency) ? 8 : 2;
}

/** Decimal places shown to people: 2 for fiat, up to 4 for crypto (section 9). */
export function displayDigits(currency: string): number {
  return isCrypto(currency) ? 4 : 2;
}

/** Parse a decimal string such as "12.5" into integer minor units, exactly (no float arithmetic). */
export function toMinor(amount: string | number, currency: string): number {
  const digits = minorDigits(currency);
  const text = typeof amount === 'number' ? amount.toFixed(digits) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(amount)}`);
  const [, sign, whole = '0', frac = ''] = match;
  if (frac.length > digits && /[1-9]/.test(frac.slice(digits))) {
    throw new RangeError(`Too many decimals for ${currency}: ${text}`);
  }
  const minor = Number(whole) * 10 ** digits + Number(frac.slice(0, digits).padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${text}`);
  return sign ? -minor : minor;
}

/** The decimal string of a minor-unit amount, e.g. 8000 HKD → "80.00"; crypto trimmed to at most 4 places. */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be an integer: ${minor}`);
  const digits = minorDigits(currency);
  const shown = displayDigits(currency);
  const negative = minor < 0;
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  let frac = abs.slice(abs.length - digits);
  if (isCrypto(currency)) {
    // Round half up to 4 places using integer maths on the string digits.
    const scaled = BigInt(whole + frac);
    const divisor = 10n ** BigInt(digits - shown);
    const rounded = (scaled + divisor / 2n) / divisor;
    const text = rounded.toString().padStart(shown + 1, '0');
    const w = text.slice(0, text.length - shown);
    frac = text.slice(text.length - shown).replace(/0+$/, '');
    return `${negative ? '-' : ''}${w}${frac ? `.${frac}` : ''}`;
  }
  return `${negative ? '-' : ''}${whole}.${frac.slice(0, shown)}`;
}

const SYMBOLS: Record<string, string> = { HKD: 'HK$', USD: 'US$', CNY: '¥', EUR: '€', GBP: '£' };

/**
 * The site's languages (en_US, zh_CN, zh_TW) all group digits by thousands with a comma, done here by hand: the first
 * Intl.NumberFormat a page makes costs it tens of milliseconds of locale data (a phone's first load of /pd spent a
 * third of a second in it). Other locales get Intl's grouping, one formatter each.
 */
const COMMA_THOUSANDS = new Set(['en-US', 'zh-CN', 'zh-TW']);
const GROUPERS = new Map<string, Intl.NumberFormat>();

function groupDigits(digits: string, locale: string): string {
  const tag = locale.replace('_', '-');
  if (COMMA_THOUSANDS.has(tag)) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  let grouper = GROUPERS.get(tag);
  if (!grouper) {
    grouper = new Intl.NumberFormat(tag, { useGrouping: true });
    GROUPERS.set(tag, grouper);
  }
  return grouper.format(BigInt(digits));
}

/** The one formatting function for amounts: "HK$3,800.00", "0.0125 BTC". Grouping follows the locale. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  const decimal = toDecimalString(minor, currency);
  const sign = decimal.startsWith('-') ? '-' : '';
  const [whole = '0', frac] = decimal.replace('-', '').split('.');
  const grouped = groupDigits(whole, locale);
  const body = `${grouped}${frac ? `.${frac}` : ''}`;
  if (isCrypto(currency)) return `${sign}${body} ${currency.toUpperCase()}`;
  const symbol = SYMBOLS[currency.toUpperCase()];
  return symbol ? `${sign}${symbol}${body}` : `${sign}${currency.toUpperCase()} ${body}`;
}

/**
 * An amount converted at an exchange rate given as an exact decimal string (the spec's currRate), in minor
 * units of the target currency, rounded half up. Integer maths only: for the indicative "≈ US$12.30" beside a price.
 */
export function convertMinor(minor: number, fromCurrency: string, toCurrency: string, rate: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate: ${rate}`);
  const [, whole = '0', frac = ''] = match;
  const rateScaled = BigInt(whole + frac);
  const rateScale = 10n ** BigInt(frac.length);
  const digitShift = minorDigits(toCurrency) - minorDigits(fromCurrency);
  let numerator = BigInt(minor) * rateScaled;
  let denominator = rateScale;
  if (digitShift >= 0) numerator *= 10n ** BigInt(digitShift);
  else denominator *= 10n ** BigInt(-digitShift);
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs + denominator / 2n) / denominator;
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('Converted amount out of range');
  return result;
}
