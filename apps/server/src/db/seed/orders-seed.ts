import { inArray, sql } from 'drizzle-orm';
import { merchants } from '../../modules/catalogue/catalogue.tables';
import { freightRules, pickupPoints } from '../../modules/orders/orders.tables';
import type { Database } from '../client';
import { FREIGHT_RULES, PICKUP_POINTS } from './orders-data';

/**
 * Demo freight rules and pickup points for the demo merchants. Idempotent: a merchant that already has freight
 * rules or pickup points is left as it is (its own edits kept), and lockers are added only when there are none.
 */
export async function seedCheckoutReference(db: Database): Promise<{ freightRules: number; pickupPoints: number }> {
  return db.transaction(async (tx) => {
    const slugs = [...new Set([...Object.keys(FREIGHT_RULES), ...PICKUP_POINTS.flatMap((p) => (p.merchant ? [p.merchant] : []))])];
    const ids = new Map(
      (await tx.select({ id: merchants.id, slug: merchants.slug }).from(merchants).where(inArray(merchants.slug, slugs))).map((m) => [m.slug, m.id]),
    );
    const withRules = new Set((await tx.selectDistinct({ id: freightRules.merchantId }).from(freightRules)).map((r) => r.id));
    const withPoints = new Set(
      (await tx.selectDistinct({ id: sql<string>`coalesce(${pickupPoints.merchantId}::text, 'LOCKER')` }).from(pickupPoints)).map((r) => r.id),
    );

    const rules = Object.entries(FREIGHT_RULES).flatMap(([slug, list]) => {
      const merchantId = ids.get(slug);
      return merchantId && !withRules.has(merchantId) ? list.map((r) => ({ ...r, merchantId })) : [];
    });
    const points = PICKUP_POINTS.flatMap(({ merchant, ...p }) => {
      const merchantId = merchant ? ids.get(merchant) : null;
      if (merchantId === undefined || withPoints.has(merchantId ?? 'LOCKER')) return [];
      return [{ ...p, merchantId }];
    });
    if (rules.length) await tx.insert(freightRules).values(rules);
    if (points.length) await tx.insert(pickupPoints).values(points);
    return { freightRules: rules.length, pickupPoints: points.length };
  });
}
