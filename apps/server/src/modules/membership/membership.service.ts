import { annualPriceMinor, type MembershipPlanView, type MembershipTier } from '@sme/shared/membership-plans';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { memberMemberships, membershipPlans } from './membership.tables';

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

/** The membership tier a member holds at `now` (null = none or lapsed); checkout's VIP discount reads it. */
export async function currentTier(db: Db, memberId: string, now: Date): Promise<MembershipTier | null> {
  const [row] = await db
    .select({ tier: memberMemberships.tier })
    .from(memberMemberships)
    .where(and(eq(memberMemberships.memberId, memberId), gt(memberMemberships.validUntil, now)));
  return row?.tier ?? null;
}

/** The membership a member holds at `now` with the day it ends (null = none or lapsed); the assistant's member tools read it. */
export async function currentMembership(db: Db, memberId: string, now: Date): Promise<{ tier: MembershipTier; validUntil: Date } | null> {
  const [row] = await db
    .select({ tier: memberMemberships.tier, validUntil: memberMemberships.validUntil })
    .from(memberMemberships)
    .where(and(eq(memberMemberships.memberId, memberId), gt(memberMemberships.validUntil, now)));
  return row ?? null;
}
