import { PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import { sql } from 'drizzle-orm';
import * as OpenCC from 'opencc-js';
import { dictionaryEntries } from '../../modules/system/system.tables';
import { membershipPlans } from '../../modules/membership/membership.tables';
import type { Database } from '../client';
import { DICTIONARY_SEED } from './dictionary-data';

/**
 * Reference data the product cannot work without (membership plans, form dictionaries). Written on every
 * start, in every environment, inserting only what is missing: an operator's later edits are kept.
 */
export async function ensureReferenceData(db: Database): Promise<{ plans: number; dictionary: number }> {
  const plans = await db
    .insert(membershipPlans)
    .values(
      PLAN_DEFINITIONS.map((p, i) => ({
        tier: p.tier,
        currency: p.currency,
        monthlyPriceMinor: p.monthlyPriceMinor,
        addedFeatures: [...p.addedFeatures],
        isBestValue: p.isBestValue,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ tier: membershipPlans.tier });

  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(dictionaryEntries);
  if ((existing?.n ?? 0) >= DICTIONARY_SEED.length) return { plans: plans.length, dictionary: 0 };
  // Traditional labels come from the Simplified ones, Hong Kong standard, as for the UI catalogues.
  const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
  const sortInType = new Map<string, number>();
  const rows = DICTIONARY_SEED.map((e) => {
    const sort = (sortInType.get(e.type) ?? 0) + 1;
    sortInType.set(e.type, sort);
    return { type: e.type, code: e.code, labelEnUs: e.en, labelZhCn: e.zhCN, labelZhTw: toTraditional(e.zhCN), sort };
  });
  const inserted = await db.insert(dictionaryEntries).values(rows).onConflictDoNothing().returning({ id: dictionaryEntries.id });
  return { plans: plans.length, dictionary: inserted.length };
}
