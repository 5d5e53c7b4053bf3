import { annualPriceMinor } from '@sme/shared/membership-plans';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipPlans } from './membership.tables';

/** A plan as the plans page shows it. */
export interface PlanView {
  tier: string;
  currency: string;
  monthlyPriceMinor: number;
  /** Twelve months less the annual saving (annualPriceMinor of @sme/shared/membership-plans). */
  annualPriceMinor: number;
  addedFeatures: string[];
  isBestValue: boolean;
  sort: number;
}

/** The plans in display order. */
export async function listPlans(db: Database): Promise<PlanView[]> {
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
