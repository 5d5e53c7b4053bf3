import { annualPriceMinor, type MembershipPlanView, type MembershipTier } from '@sme/shared/membership-plans';
import { asc } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { livePeriods, periodAt } from './membership-timeline';
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
    vipDiscountPercent: p.vipDiscountPercent,
    sort: p.sort,
  }));
}

/** The membership tier a member holds at `now` (null = none or lapsed); checkout's VIP discount reads it. */
export async function currentTier(db: Db, memberId: string, now: Date): Promise<MembershipTier | null> {
  return (await periodAt(db, memberId, now))?.tier ?? null;
}

/**
 * The membership a member holds at `now` and when it ends: the end of the running period and of the renewals of the
 * same tier that follow it without a gap (null = none or lapsed).
 */
export async function currentMembership(db: Db, memberId: string, now: Date): Promise<{ tier: MembershipTier; validUntil: Date } | null> {
  const running = await periodAt(db, memberId, now);
  if (!running) return null;
  let validUntil = running.endsAt;
  for (const p of await livePeriods(db, memberId, now)) {
    if (p.tier === running.tier && p.startsAt <= validUntil && p.endsAt > validUntil) validUntil = p.endsAt;
  }
  return { tier: running.tier, validUntil };
}
