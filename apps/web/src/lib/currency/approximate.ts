import { convertMinor } from '@sme/shared/money';
import type { CurrencyView } from '@sme/shared/schemas/catalogue';

/**
 * An amount in another currency for the indicative "≈" beside a price, in minor units of `to`; null when there is
 * nothing to show (same currency, no rate either way, or a malformed rate). The reverse rate is used when only
 * `to → from` is published, dividing by it with the same integer maths.
 */
export function approximateMinor(minor: number, from: string, to: string, currencies: readonly CurrencyView[]): number | null {
  if (from === to) return null;
  try {
    const direct = currencies.find((c) => c.code === from)?.rates.find((r) => r.tarSymbol === to);
    if (direct) return convertMinor(minor, from, to, direct.currRate);
    const reverse = currencies.find((c) => c.code === to)?.rates.find((r) => r.tarSymbol === from);
    if (reverse) return convertMinor(minor, from, to, invertRate(reverse.currRate));
  } catch {
    // A bad rate must never break a price; the approximation is simply left out.
  }
  return null;
}

/** 1 / rate as a decimal string with 10 significant places after the point (enough for an indicative price). */
function invertRate(rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Not a rate: ${rate}`);
  const [, whole = '0', frac = ''] = match;
  const scaled = BigInt(whole + frac);
  if (scaled === 0n) throw new RangeError('Zero rate');
  const places = 10;
  // 1 / (scaled / 10^frac) = 10^frac / scaled, kept to `places` decimals.
  const quotient = 10n ** BigInt(frac.length + places) / scaled;
  const text = quotient.toString().padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}
