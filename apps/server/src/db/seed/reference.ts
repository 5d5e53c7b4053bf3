import { PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import { sql } from 'drizzle-orm';
import * as OpenCC from 'opencc-js';
import { ensureAssistantReference } from '../../modules/assistant';
import { currencies, exchangeRates } from '../../modules/catalogue/catalogue.tables';
import { dictionaryEntries } from '../../modules/system/system.tables';
import { membershipPlans } from '../../modules/membership/membership.tables';
import type { Database } from '../client';
import { currencyRows, exchangeRateRows } from './currency-data';
import { DICTIONARY_SEED } from './dictionary-data';

/**
 * Reference data the product cannot work without (membership plans, form dictionaries, currencies and
 * exchange rates, the assistant's FAQ and suggested questions). Written on every start, in every environment,
 * inserting only what is missing: an operator's later edits are kept (the FAQ's seeded entries excepted: the seed
 * is their source of truth).
 */
export async function ensureReferenceData(
  db: Database,
): Promise<{ plans: number; dictionary: number; currencies: number; rates: number; faqs: number; suggestions: number }> {
  const plans = await db
    .insert(membershipPlans)
    .values(
      PLAN_DEFINITIONS.map((p, i) => ({
        tier: p.tier,
        currency: p.currency,
        monthlyPriceMinor: p.monthlyPriceMinor,
        addedFeatures: [...p.addedFeatures],
        isBestValue: p.isBestValue,
        vipDiscountPercent: p.defaultVipDiscountPercent,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ tier: membershipPlans.tier });

  const insertedCurrencies = await db.insert(currencies).values(currencyRows()).onConflictDoNothing().returning({ code: currencies.code });
  const rates = await db.insert(exchangeRates).values(exchangeRateRows()).onConflictDoNothing().returning({ base: exchangeRates.baseSymbol });
  const assistant = await ensureAssistantReference(db);
  const counts = {
    plans: plans.length,
    currencies: insertedCurrencies.length,
    rates: rates.length,
    faqs: assistant.faqInserted + assistant.faqUpdated,
    suggestions: assistant.suggestions,
  };

  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(dictionaryEntries);
  if ((existing?.n ?? 0) >= DICTIONARY_SEED.length) return { ...counts, dictionary: 0 };
  // Traditional labels come from the Simplified ones, Hong Kong standard, as for the UI catalogues.
  const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
  const sortInType = new Map<string, number>();
  const rows = DICTIONARY_SEED.map((e) => {
    const sort = (sortInType.get(e.type) ?? 0) + 1;
    sortInType.set(e.type, sort);
    return { type: e.type, code: e.code, labelEnUs: e.en, labelZhCn: e.zhCN, labelZhTw: toTraditional(e.zhCN), sort };
  });
  const inserted = await db.insert(dictionaryEntries).values(rows).onConflictDoNothing().returning({ id: dictionaryEntries.id });
  return { ...counts, dictionary: inserted.length };
}
