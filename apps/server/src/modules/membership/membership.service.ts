import { annualPriceMinor, type MembershipPlanView } from '@sme/shared/membership-plans';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipPlans } from './membership.tables';

/** The plans in display order. */
export async function listPlans(db: Database): Promise<MembershipPlanView[]> {
  const rows = await db.select().from(membershipPlans).orderBy(asc(membershipPlans.sort));
  return rows.map((p) => ({
    tier: p.tier,
    currency: p.currency,
    monthlyPriceMinor: p.monthlyPriceMinor,
    annualPriceMinor: annualPriceMinor(p.monthlyPriceMinor),
    addedFeatures: p.addedFeatures,
    isBestValue: p.isBestValue,
    sort: p.sort,
  }));
}
