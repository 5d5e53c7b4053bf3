import type { FreightRule } from '@sme/shared/pricing/types';
import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freightRules } from './orders.tables';

/** The merchants' freight rules for one delivery type in one currency, as the pricing engine takes them. */
export async function freightRulesFor(db: Db, merchantIds: readonly string[], deliveryType: DeliveryType, currency: string): Promise<FreightRule[]> {
  const rows = await db
    .select()
    .from(freightRules)
    .where(and(inArray(freightRules.merchantId, [...merchantIds]), eq(freightRules.deliveryType, deliveryType), eq(freightRules.currency, currency)));
  return rows.map((r) => ({
    merchantId: r.merchantId,
    deliveryType: r.deliveryType,
    area: r.area,
    currency: r.currency,
    feeMinor: r.feeMinor,
    freeOverMinor: r.freeOverMinor,
  }));
}
