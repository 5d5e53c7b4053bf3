import { lastDayOf } from '@sme/shared/membership-billing';
import { featuresOfTier } from '@sme/shared/membership-plans';
import { maskCardNo } from '@sme/shared/masking';
import type {
  MembershipCurrentView,
  MembershipHistoryEntry,
  MembershipPeriodView,
  MembershipPurchaseView,
  MembershipQuoteView,
} from '@sme/shared/schemas/membership';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { livePeriods, type PeriodRow, periodAt } from './membership-timeline';
import { currentMembership, planDiscountPercent } from './membership.service';
import { membershipCards, membershipPeriods, membershipPurchases } from './membership.tables';
import type { CreatedPurchase } from './purchase-membership';
import type { MembershipQuote } from './quote-membership';

/** A quote as membership.quote answers it. */
export function toQuoteView(q: MembershipQuote): MembershipQuoteView {
  return {
    tier: q.tier,
    cycle: q.cycle,
    kind: q.kind,
    currency: q.currency,
    priceMinor: q.priceMinor,
    creditMinor: q.creditMinor,
    amountMinor: q.amountMinor,
    startsAt: q.startsAt.toISOString(),
    endsAt: q.endsAt.toISOString(),
    validUntilDay: lastDayOf(q.endsAt),
  };
}

/** A new purchase as membership.purchase answers it. */
export function toPurchaseView({ row, quote }: CreatedPurchase): MembershipPurchaseView {
  return {
    ...toQuoteView(quote),
    id: row.id,
    purchaseNo: row.purchaseNo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function toPeriodView(p: PeriodRow): MembershipPeriodView {
  return {
    id: p.id,
    tier: p.tier,
    source: p.source,
    cycle: p.cycle,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    validUntilDay: lastDayOf(p.endsAt),
    endedEarlyAt: p.endedEarlyAt?.toISOString() ?? null,
    endedReason: p.endedReason,
  };
}

/**
 * membership.current: the period running at `now`, the end of its tier's stretch (renewals that follow without a
 * gap), the first later period of another tier (a downgrade bought), the tier's discount and benefits.
 */
export async function membershipCurrentView(db: Db, memberId: string, now: Date): Promise<MembershipCurrentView> {
  const running = await periodAt(db, memberId, now);
  const held = await currentMembership(db, memberId, now);
  if (!running || !held) return { tier: null, current: null, validUntilDay: null, next: null, vipDiscountPercent: 0, benefits: [] };
  const validUntil = held.validUntil;
  const next = (await livePeriods(db, memberId, now)).find((p) => p.startsAt >= validUntil && p.endsAt > p.startsAt) ?? null;
  return {
    tier: running.tier,
    current: toPeriodView(running),
    validUntilDay: lastDayOf(validUntil),
    next: next ? toPeriodView(next) : null,
    vipDiscountPercent: await planDiscountPercent(db, running.tier),
    benefits: featuresOfTier(running.tier),
  };
}

/**
 * One origin's stretch of the timeline. A free period placed above a paid one splits it (membership-timeline.ts:
 * the first part ends INTERRUPTED, its remainder is a new row later on), so the history joins those parts back.
 */
interface Stretch {
  first: PeriodRow;
  last: PeriodRow;
}

/** Joins the parts of split periods: same origin (purchase or card by id; a grant by its staff, reason and tier). */
function stretchesOf(periods: readonly PeriodRow[]): Stretch[] {
  const stretches: Stretch[] = [];
  const interrupted: Stretch[] = [];
  const sameOrigin = (a: PeriodRow, b: PeriodRow) =>
    a.source === b.source && a.sourceId === b.sourceId && a.tier === b.tier && a.staffId === b.staffId && a.reason === b.reason && a.cycle === b.cycle;
  for (const p of periods) {
    const i = interrupted.findIndex((s) => sameOrigin(s.last, p) && p.startsAt >= s.last.endsAt);
    const stretch = i >= 0 ? interrupted.splice(i, 1)[0] : undefined;
    if (stretch) stretch.last = p;
    const current = stretch ?? { first: p, last: p };
    if (!stretch) stretches.push(current);
    if (p.endedReason === 'INTERRUPTED') interrupted.push(current);
  }
  return stretches;
}

function periodStatus(s: Stretch, now: Date): 'ACTIVE' | 'ENDED' {
  return s.last.endsAt > now && s.last.endsAt > s.last.startsAt && s.last.endedEarlyAt === null ? 'ACTIVE' : 'ENDED';
}

/**
 * membership.history: the member's purchases (every status; a paid one with its period), cards redeemed (masked
 * number) and staff grants, newest first.
 */
export async function membershipHistory(db: Db, memberId: string, now: Date): Promise<MembershipHistoryEntry[]> {
  const purchases = await db.select().from(membershipPurchases).where(eq(membershipPurchases.memberId, memberId)).orderBy(desc(membershipPurchases.createdAt));
  const periods = await db
    .select()
    .from(membershipPeriods)
    .where(eq(membershipPeriods.memberId, memberId))
    .orderBy(asc(membershipPeriods.createdAt), asc(membershipPeriods.startsAt));
  const stretches = stretchesOf(periods);
  const bySource = new Map(stretches.filter((s) => s.first.sourceId).map((s) => [s.first.sourceId, s]));

  const cardIds = stretches.filter((s) => s.first.source === 'CARD' && s.first.sourceId).map((s) => s.first.sourceId as string);
  const cards =
    cardIds.length === 0
      ? []
      : await db.select({ id: membershipCards.id, cardNo: membershipCards.cardNo }).from(membershipCards).where(inArray(membershipCards.id, cardIds));
  const cardNoOf = new Map(cards.map((c) => [c.id, c.cardNo]));

  const entries: MembershipHistoryEntry[] = purchases.map((p) => {
    const s = bySource.get(p.id);
    return {
      id: p.id,
      source: 'PURCHASE',
      tier: p.tier,
      cycle: p.cycle,
      kind: p.kind,
      reference: p.purchaseNo,
      status: p.status,
      amountMinor: p.amountMinor,
      currency: p.currency,
      startsAt: s?.first.startsAt.toISOString() ?? null,
      endsAt: s?.last.endsAt.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    };
  });
  for (const s of stretches) {
    if (s.first.source === 'PURCHASE') continue;
    const cardNo = s.first.source === 'CARD' && s.first.sourceId ? cardNoOf.get(s.first.sourceId) : undefined;
    entries.push({
      id: s.first.id,
      source: s.first.source,
      tier: s.first.tier,
      cycle: s.first.cycle,
      kind: null,
      reference: cardNo ? maskCardNo(cardNo) : null,
      status: periodStatus(s, now),
      amountMinor: null,
      currency: null,
      startsAt: s.first.startsAt.toISOString(),
      endsAt: s.last.endsAt.toISOString(),
      createdAt: s.first.createdAt.toISOString(),
    });
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
