import type { FreightRule } from '@sme/shared/pricing/types';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { freightRules } from './orders.tables';

/** Every preview and order reads the merchants' freight rules, so the statement is prepared once per database. */
const rulesStatement = preparedPerDb((db) =>
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
    .prepare('freight_rules_for'),
);

/** The merchants' freight rules for one delivery type in one currency, as the pricing engine takes them. */
export async function freightRulesFor(db: Db, merchantIds: readonly string[], deliveryType: DeliveryType, currency: string): Promise<FreightRule[]> {
  const rows = await rulesStatement(db).execute({ merchantIds, deliveryType, currency });
  return rows.map((r) => ({
    merchantId: r.merchantId,
    deliveryType: r.deliveryType,
    area: r.area,
    currency: r.currency,
    feeMinor: r.feeMinor,
    freeOverMinor: r.freeOverMinor,
  }));
}
