import type { Locale } from '@sme/shared/constants';
import type { CurrencyView } from '@sme/shared/schemas/catalogue';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, exchangeRates } from './catalogue.tables';
import { localised } from './localise';

/** "7.8000000000" → "7.8": the numeric column's exact value without the scale's trailing zeros. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** currency.list (the spec's currency property list): each currency with its rates to the others, as exact decimal strings. */
export async function listCurrencies(db: Database, locale: Locale): Promise<CurrencyView[]> {
  const [rows, rates] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.code)),
    db.select().from(exchangeRates).orderBy(asc(exchangeRates.baseSymbol), asc(exchangeRates.tarSymbol)),
  ]);
  const order = new Map(rows.map((c, i) => [c.code, i]));
  return rows.map((c) => ({
    code: c.code,
    name: localised(locale, c.nameEn, c.nameZh) ?? c.code,
    symbol: c.symbol,
    decimals: c.decimals,
    rates: rates
      .filter((r) => r.baseSymbol === c.code && r.tarSymbol !== c.code)
      .sort((a, b) => (order.get(a.tarSymbol) ?? 99) - (order.get(b.tarSymbol) ?? 99))
      .map((r) => ({ tarSymbol: r.tarSymbol, currRate: trimDecimal(r.rate) })),
  }));
}
