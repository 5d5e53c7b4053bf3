import { type BillingCycle, type MembershipTier, tierRank } from '@sme/shared/membership-plans';
import type { PurchaseKind } from '@sme/shared/schemas/membership';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { membershipPurchases } from './membership.tables';

/**
 * Membership money for the back office's reports: paid purchases only (an awaiting or cancelled one brought nothing),
 * counted on the instant they were paid. Cards and staff grants cost nothing and are not revenue.
 */

/** Instants bounding the pay time: from inclusive, to exclusive (either open). */
export interface PaidRange {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Paid purchases of one tier in one currency. */
export interface TierRevenue {
  tier: MembershipTier;
  currency: string;
  purchases: number;
  amountMinor: number;
}

/** One paid purchase as the membership export lists it. */
export interface PaidPurchaseRecord {
  purchaseNo: string;
  memberId: string;
  tier: MembershipTier;
  cycle: BillingCycle;
  kind: PurchaseKind;
  currency: string;
  amountMinor: number;
  paidAt: Date;
}

const EXPORT_BATCH_SIZE = 500;

function paidWithin(range: PaidRange) {
  return and(
    eq(membershipPurchases.status, 'PAID'),
    range.from ? gte(membershipPurchases.paidAt, range.from) : undefined,
    range.to ? lt(membershipPurchases.paidAt, range.to) : undefined,
  );
}

/** Paid purchases within the range by tier and currency: how many and what was paid; by currency, then tier rank. */
export async function membershipRevenue(db: Db, range: PaidRange): Promise<TierRevenue[]> {
  const rows = await db
    .select({
      tier: membershipPurchases.tier,
      currency: membershipPurchases.currency,
      purchases: sql<string>`count(*)`,
      amountMinor: sql<string>`coalesce(sum(${membershipPurchases.amountMinor}), 0)`,
    })
    .from(membershipPurchases)
    .where(paidWithin(range))
    .groupBy(membershipPurchases.tier, membershipPurchases.currency);
  // Sums come back as numeric text; minor units stay far inside the safe integer range.
  return rows
    .map((r) => ({ tier: r.tier, currency: r.currency, purchases: Number(r.purchases), amountMinor: Number(r.amountMinor) }))
    .sort((a, b) => a.currency.localeCompare(b.currency) || tierRank(a.tier) - tierRank(b.tier));
}

/** The paid purchases within the range in purchase-number order, batch by batch (an export streams them). */
export async function* streamPaidPurchases(db: Db, range: PaidRange, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<PaidPurchaseRecord[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        purchaseNo: membershipPurchases.purchaseNo,
        memberId: membershipPurchases.memberId,
        tier: membershipPurchases.tier,
        cycle: membershipPurchases.cycle,
        kind: membershipPurchases.kind,
        currency: membershipPurchases.currency,
        amountMinor: membershipPurchases.amountMinor,
        paidAt: membershipPurchases.paidAt,
      })
      .from(membershipPurchases)
      .where(and(paidWithin(range), after === null ? undefined : gt(membershipPurchases.purchaseNo, after)))
      .orderBy(asc(membershipPurchases.purchaseNo))
      .limit(batchSize);
    if (rows.length === 0) return;
    // A PAID purchase always has its pay time; the fallback only satisfies the column's type.
    yield rows.map((r) => ({ ...r, paidAt: r.paidAt ?? new Date(0) }));
    after = rows[rows.length - 1]?.purchaseNo ?? null;
    if (rows.length < batchSize) return;
  }
}
