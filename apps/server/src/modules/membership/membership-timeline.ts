import { periodEndsAt, RENEWAL_REMINDER_DAYS } from '@sme/shared/membership-billing';
import { type BillingCycle, type MembershipTier, tierRank } from '@sme/shared/membership-plans';
import type { PeriodSource } from '@sme/shared/schemas/membership';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { enqueueJobOnce } from '../../jobs/job-queue';
import { membershipPeriods } from './membership.tables';

/**
 * A member's membership timeline: the periods of membership_periods, placed one after another. Every change takes
 * the member's timeline lock first (a transaction-scoped advisory lock), so a payment confirmed, a card redeemed and a
 * staff grant for one member apply one after the other and never overlap two periods by accident.
 *
 * Placing a period of `tier`:
 *   - nothing held, or the same or a lower tier than the one held now: appended where the timeline ends (a renewal
 *     extends, a downgrade takes effect at the end of what is held);
 *   - a higher tier than the one held now: it starts now. A purchase (`onHigher: 'CREDIT'`) was priced with the
 *     unused part of what is held credited, so what is held ends now; a card or a grant (`onHigher: 'PUSH'`) costs
 *     nothing, so what is held is moved after it: the running period is split at now and its remainder, like every
 *     later period, starts once the new one ends.
 */

/** A stored period. */
export type PeriodRow = typeof membershipPeriods.$inferSelect;

/** What to place on the timeline. */
export interface NewPeriod {
  tier: MembershipTier;
  /** Its length: whole months (purchases, cards, grants) or days (staff extensions). */
  length: { months?: number; days?: number };
  source: PeriodSource;
  sourceId?: string | null;
  cycle?: BillingCycle | null;
  paidMinor?: number;
  staffId?: string | null;
  reason?: string | null;
  /** What happens to a lower tier held now when this one is higher (see above). */
  onHigher: 'CREDIT' | 'PUSH';
}

/** Takes the member's timeline lock until the transaction ends. */
export async function lockTimeline(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership:${memberId}`}, 0))`);
}

/** The periods not over at `now` (running or still to come), in the order they run. */
export async function livePeriods(db: Db, memberId: string, now: Date): Promise<PeriodRow[]> {
  return db
    .select()
    .from(membershipPeriods)
    .where(and(eq(membershipPeriods.memberId, memberId), gt(membershipPeriods.endsAt, now)))
    .orderBy(asc(membershipPeriods.startsAt), asc(membershipPeriods.createdAt));
}

/** The period covering `now` (the highest tier if two do), or null: none held, or lapsed. */
export async function periodAt(db: Db, memberId: string, now: Date): Promise<PeriodRow | null> {
  const rows = await db
    .select()
    .from(membershipPeriods)
    .where(and(eq(membershipPeriods.memberId, memberId), lte(membershipPeriods.startsAt, now), gt(membershipPeriods.endsAt, now)));
  return rows.sort((a, b) => tierRank(b.tier) - tierRank(a.tier))[0] ?? null;
}

/** Where the timeline ends: the last end of a live period, or `now` when none is live. */
export function timelineEnd(live: readonly PeriodRow[], now: Date): Date {
  return live.reduce((end, p) => (p.endsAt > end ? p.endsAt : end), now);
}

/** Cuts a live period short at `now` (one not begun ends where it starts), saying why. */
async function endEarly(tx: Tx, period: PeriodRow, now: Date, reason: string): Promise<void> {
  const endsAt = period.startsAt > now ? period.startsAt : now;
  await tx.update(membershipPeriods).set({ endsAt, endedEarlyAt: now, endedReason: reason }).where(eq(membershipPeriods.id, period.id));
}

/** Moves what is held after a free higher period of `shiftMs`: the running period split at now, later ones shifted. */
async function pushLater(tx: Tx, live: readonly PeriodRow[], now: Date, shiftMs: number): Promise<void> {
  for (const p of live) {
    if (p.startsAt <= now) {
      const total = p.endsAt.getTime() - p.startsAt.getTime();
      const usedPaid = total > 0 ? Math.floor((p.paidMinor * (now.getTime() - p.startsAt.getTime())) / total) : p.paidMinor;
      await tx
        .update(membershipPeriods)
        .set({ endsAt: now, paidMinor: usedPaid, endedEarlyAt: now, endedReason: 'INTERRUPTED' })
        .where(eq(membershipPeriods.id, p.id));
      const { id: _id, createdAt: _createdAt, ...rest } = p;
      await tx.insert(membershipPeriods).values({
        ...rest,
        startsAt: new Date(now.getTime() + shiftMs),
        endsAt: new Date(p.endsAt.getTime() + shiftMs),
        paidMinor: p.paidMinor - usedPaid,
        reminderSentAt: null,
      });
    } else {
      await tx
        .update(membershipPeriods)
        .set({ startsAt: new Date(p.startsAt.getTime() + shiftMs), endsAt: new Date(p.endsAt.getTime() + shiftMs), reminderSentAt: null })
        .where(eq(membershipPeriods.id, p.id));
    }
  }
}

/** Places a period on the member's timeline (rules above) and answers it. Call inside a transaction. */
export async function placePeriod(tx: Tx, memberId: string, period: NewPeriod, now: Date): Promise<PeriodRow> {
  await lockTimeline(tx, memberId);
  const live = await livePeriods(tx, memberId, now);
  const held = await periodAt(tx, memberId, now);
  const isHigher = held !== null && tierRank(period.tier) > tierRank(held.tier);

  let startsAt = timelineEnd(live, now);
  if (isHigher) {
    startsAt = now;
    if (period.onHigher === 'CREDIT') {
      for (const p of live) await endEarly(tx, p, now, 'UPGRADED');
    } else {
      await pushLater(tx, live, now, periodEndsAt(now, period.length).getTime() - now.getTime());
    }
  }
  const [row] = await tx
    .insert(membershipPeriods)
    .values({
      memberId,
      tier: period.tier,
      startsAt,
      endsAt: periodEndsAt(startsAt, period.length),
      source: period.source,
      sourceId: period.sourceId ?? null,
      cycle: period.cycle ?? null,
      paidMinor: period.paidMinor ?? 0,
      staffId: period.staffId ?? null,
      reason: period.reason ?? null,
    })
    .returning();
  if (!row) throw new Error('membership period not inserted');
  await scheduleRenewalReminder(tx, memberId, now);
  return row;
}

/** The job that reminds a member to renew before the timeline ends (renewal-reminder.ts). */
export const RENEWAL_REMINDER_JOB = 'membership.renewalReminder';

const DAY_MS = 86_400_000;

/**
 * Schedules the renewal reminder for where the member's timeline ends now: RENEWAL_REMINDER_DAYS before that end (or
 * now when that is past), once per member and end however often a period is placed. A renewal moves the end and
 * schedules the next reminder; the earlier job then finds the timeline no longer ends there and does nothing.
 */
async function scheduleRenewalReminder(tx: Tx, memberId: string, now: Date): Promise<void> {
  const end = timelineEnd(await livePeriods(tx, memberId, now), now);
  if (end <= now) return;
  const runAt = new Date(Math.max(now.getTime(), end.getTime() - RENEWAL_REMINDER_DAYS * DAY_MS));
  await enqueueJobOnce(tx, `${RENEWAL_REMINDER_JOB}:${memberId}:${end.toISOString()}`, RENEWAL_REMINDER_JOB, runAt, {
    memberId,
    endsAt: end.toISOString(),
  });
}

/** Staff end everything the member holds now and later, with a reason; answers how many periods were cut. */
export async function endTimeline(tx: Tx, memberId: string, now: Date, reason: string): Promise<number> {
  await lockTimeline(tx, memberId);
  const live = await livePeriods(tx, memberId, now);
  for (const p of live) await endEarly(tx, p, now, reason);
  return live.length;
}
