import type { ConsoleRateInput, ConsoleRatesView } from '@sme/shared/schemas/console-catalogue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { fieldError } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { currencies, exchangeRates } from '../../../modules/catalogue/catalogue.tables';
import { trimDecimal } from '../../../modules/catalogue/currencies.service';

/**
 * Back-office exchange rates (admins). Rates travel and are stored as exact decimal strings (numeric
 * column), never floats. A change is announced, so every server's currency.list (the site's "≈" prices) follows at once.
 */

/** console.rate.list: the currencies with both names and every published rate. */
export async function listConsoleRates(db: Database): Promise<ConsoleRatesView> {
  const [rows, rates] = await Promise.all([
    db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.code)),
    db.select().from(exchangeRates).orderBy(asc(exchangeRates.baseSymbol), asc(exchangeRates.tarSymbol)),
  ]);
  return {
    currencies: rows.map(({ code, nameEn, nameZh, symbol, decimals }) => ({ code, nameEn, nameZh, symbol, decimals })),
    rates: rates.map((r) => ({ baseSymbol: r.baseSymbol, tarSymbol: r.tarSymbol, rate: trimDecimal(r.rate), updatedAt: r.updatedAt.toISOString() })),
  };
}

/** console.rate.set: publish 1 base = rate target (insert or replace); both currencies must be known. */
export async function setConsoleRate(db: Database, actor: ConsoleActor, input: ConsoleRateInput): Promise<void> {
  const known = new Set(
    (
      await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(inArray(currencies.code, [input.baseSymbol, input.tarSymbol]))
    ).map((c) => c.code),
  );
  if (!known.has(input.baseSymbol)) throw fieldError('baseSymbol', 'validation.currencyUnknown', input.baseSymbol);
  if (!known.has(input.tarSymbol)) throw fieldError('tarSymbol', 'validation.currencyUnknown', input.tarSymbol);
  const pair = and(eq(exchangeRates.baseSymbol, input.baseSymbol), eq(exchangeRates.tarSymbol, input.tarSymbol));
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ rate: exchangeRates.rate }).from(exchangeRates).where(pair).for('update');
    const now = new Date();
    await tx
      .insert(exchangeRates)
      .values({ ...input, updatedAt: now })
      .onConflictDoUpdate({ target: [exchangeRates.baseSymbol, exchangeRates.tarSymbol], set: { rate: input.rate, updatedAt: now } });
    const detail = { baseSymbol: input.baseSymbol, tarSymbol: input.tarSymbol, from: before ? trimDecimal(before.rate) : null, to: trimDecimal(input.rate) };
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.rate.set',
      targetType: 'exchangeRate',
      targetId: `${input.baseSymbol}/${input.tarSymbol}`,
      merchantId: null,
      detail,
    });
  });
  await announceChange(db, 'catalogue');
}
