import type { FreightRule } from '@sme/shared/pricing/types';
import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freightRules } from './orders.tables';

/**
 * Every preview and order reads the merchants' freight rules, so the statement is prepared once per database (a CPU
 * profile of the shop bench showed drizzle building its SQL anew costing more client CPU than running it). A
 * transaction gets its own, not kept beyond it.
 */
const prepareRules = (db: Db) =>
  db
    .select()
    .from(freightRules)
    .where(
      and(
        sql`${freightRules.merchantId} = any(${sql.placeholder('merchantIds')}::uuid[])`,
        eq(freightRules.deliveryType, sql.placeholder('deliveryType')),
        eq(freightRules.currency, sql.placeholder('currency')),
      ),
    )
    .prepare('freight_rules_for');
const preparedRules = new WeakMap<Db, ReturnType<typeof prepareRules>>();

/** The merchants' freight rules for one delivery type in one currency, as the pricing engine takes them. */
export async function freightRulesFor(db: Db, merchantIds: readonly string[], deliveryType: DeliveryType, currency: string): Promise<FreightRule[]> {
  let statement = preparedRules.get(db);
  if (!statement) preparedRules.set(db, (statement = prepareRules(db)));
  const rows = await statement.execute({ merchantIds, deliveryType, currency });
  return rows.map((r) => ({
    merchantId: r.merchantId,
    deliveryType: r.deliveryType,
    area: r.area,
    currency: r.currency,
    feeMinor: r.feeMinor,
    freeOverMinor: r.freeOverMinor,
  }));
}
