import { annualPriceMinor, type MembershipPlanView, type MembershipTier, tierHasBenefit, tierRank } from '@sme/shared/membership-plans';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { livePeriods, periodAt } from './membership-timeline';
import { membershipPeriods, membershipPlans } from './membership.tables';

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

/** Whether the member's tier at `now` includes a benefit (a feature key of `membership:feature.*`, e.g. personalisedAiChatbot). */
export async function hasBenefit(db: Db, memberId: string, benefit: string, now: Date): Promise<boolean> {
  return tierHasBenefit(await currentTier(db, memberId, now), benefit);
}

/** The periods live at `now` (periodAt's rule) with their plan's percent; prepared once (db/prepared.ts). */
const vipStatement = preparedPerDb((db) =>
  db
    .select({ tier: membershipPeriods.tier, percent: membershipPlans.vipDiscountPercent })
    .from(membershipPeriods)
    .leftJoin(membershipPlans, eq(membershipPlans.tier, membershipPeriods.tier))
    .where(
      and(
        eq(membershipPeriods.memberId, sql.placeholder('memberId')),
        lte(membershipPeriods.startsAt, sql`${sql.placeholder('now')}::timestamptz`),
        gt(membershipPeriods.endsAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('vip_discount_of'),
);

/** The checkout discount the member has at `now`: the tier held and its plan's percent (null: none held, or 0 %). */
export async function vipDiscountOf(db: Db, memberId: string, now: Date): Promise<{ tier: MembershipTier; percent: number } | null> {
  // The periods live at `now` (periodAt's rule) with their plan's percent, in one query: checkout asks on every price.
  const live = await vipStatement(db).execute({ memberId, now: now.toISOString() });
  const held = live.sort((a, b) => tierRank(b.tier) - tierRank(a.tier))[0];
  const percent = held?.percent ?? 0;
  return held && percent > 0 ? { tier: held.tier, percent } : null;
}

/** The checkout discount of a tier's plan, whole percent (0 when the plan is missing). */
export async function planDiscountPercent(db: Db, tier: MembershipTier): Promise<number> {
  const [plan] = await db.select({ percent: membershipPlans.vipDiscountPercent }).from(membershipPlans).where(eq(membershipPlans.tier, tier));
  return plan?.percent ?? 0;
}
