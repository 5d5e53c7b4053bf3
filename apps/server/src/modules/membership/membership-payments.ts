import { Codes } from '@sme/shared/codes';
import { CYCLE_MONTHS, lastDayOf } from '@sme/shared/membership-billing';
import type { BillingCycle, MembershipTier } from '@sme/shared/membership-plans';
import type { PurchaseStatus } from '@sme/shared/schemas/membership';
import type { PaidMembershipView } from '@sme/shared/schemas/payments';
import { and, eq, inArray, max } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { lockTimeline, placePeriod } from './membership-timeline';
import { membershipPeriods, membershipPurchases } from './membership.tables';
import { placementOf } from './quote-membership';

/**
 * What the payments module may know and change of a membership purchase: it reads what to charge and reports the
 * money in; the purchase becomes a period of the member's timeline here, once.
 */

type PurchaseRow = typeof membershipPurchases.$inferSelect;

/** A membership purchase as the payments module sees it. */
export interface PayableMembershipPurchase {
  id: string;
  purchaseNo: string;
  memberId: string;
  tier: MembershipTier;
  cycle: BillingCycle;
  status: PurchaseStatus;
  currency: string;
  amountMinor: number;
  createdAt: Date;
  paidAt: Date | null;
  /** last HK day the bought period covers: the period's when paid, else as quoted now */
  validUntilDay: string;
}

/**
 * The purchases as payments see them: a paid one's period end (the last part's, when a free period placed above it
 * split it), an unpaid one's as it would be placed now.
 */
async function payablesOf(db: Db, rows: readonly PurchaseRow[]): Promise<PayableMembershipPurchase[]> {
  const paidIds = rows.filter((r) => r.periodId).map((r) => r.id);
  const periods =
    paidIds.length === 0
      ? []
      : await db
          .select({ sourceId: membershipPeriods.sourceId, endsAt: max(membershipPeriods.endsAt) })
          .from(membershipPeriods)
          .where(and(eq(membershipPeriods.source, 'PURCHASE'), inArray(membershipPeriods.sourceId, paidIds)))
          .groupBy(membershipPeriods.sourceId);
  const endOf = new Map(periods.map((p) => [p.sourceId, p.endsAt]));
  const now = new Date();
  const out: PayableMembershipPurchase[] = [];
  for (const r of rows) {
    const periodEnd = endOf.get(r.id);
    const endsAt = periodEnd ?? (await placementOf(db, r.memberId, r.tier, r.cycle, now)).endsAt;
    out.push({
      id: r.id,
      purchaseNo: r.purchaseNo,
      memberId: r.memberId,
      tier: r.tier,
      cycle: r.cycle,
      status: r.status,
      currency: r.currency,
      amountMinor: r.amountMinor,
      createdAt: r.createdAt,
      paidAt: r.paidAt,
      validUntilDay: lastDayOf(endsAt),
    });
  }
  return out;
}

/** The member's purchase for paying it; another member's (or none) answers 404. */
export async function payablePurchaseOf(db: Db, memberId: string, purchaseId: string): Promise<PayableMembershipPurchase> {
  const rows = await db
    .select()
    .from(membershipPurchases)
    .where(and(eq(membershipPurchases.id, purchaseId), eq(membershipPurchases.memberId, memberId)));
  const [payable] = await payablesOf(db, rows);
  if (!payable) throw new AppError(Codes.NOT_FOUND);
  return payable;
}

/** Purchases by id, for payments the platform already holds (staff screens, callbacks): no member filter, the payment row is the proof. */
export async function purchasesByIds(db: Db, ids: readonly string[]): Promise<Map<string, PayableMembershipPurchase>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(membershipPurchases)
    .where(inArray(membershipPurchases.id, [...ids]));
  return new Map((await payablesOf(db, rows)).map((p) => [p.id, p]));
}

/**
 * Applies a confirmed payment to a purchase inside the caller's transaction: under the member's timeline lock, one
 * conditional update AWAITING_PAYMENT → PAID (only for exactly the amount quoted), then the period is placed. A
 * purchase already paid or cancelled, or money of another amount, answers NOT_PAYABLE and changes nothing (the
 * payments workflow refunds it); so a payment confirmed twice places one period.
 */
export async function applyMembershipPayment(tx: Tx, input: { purchaseId: string; amountMinor: number; at: Date }): Promise<'PAID' | 'NOT_PAYABLE'> {
  const [purchase] = await tx.select().from(membershipPurchases).where(eq(membershipPurchases.id, input.purchaseId));
  if (!purchase) return 'NOT_PAYABLE';
  await lockTimeline(tx, purchase.memberId);
  const [paid] = await tx
    .update(membershipPurchases)
    .set({ status: 'PAID', paidAt: input.at, updatedAt: input.at })
    .where(
      and(eq(membershipPurchases.id, purchase.id), eq(membershipPurchases.status, 'AWAITING_PAYMENT'), eq(membershipPurchases.amountMinor, input.amountMinor)),
    )
    .returning();
  if (!paid) return 'NOT_PAYABLE';
  const period = await placePeriod(
    tx,
    paid.memberId,
    {
      tier: paid.tier,
      length: { months: CYCLE_MONTHS[paid.cycle] },
      source: 'PURCHASE',
      sourceId: paid.id,
      cycle: paid.cycle,
      // The period's value is its full price: the member paid the amount and the credit carried over the unused
      // part of the periods the upgrade ended (those no longer count), so a later upgrade credits this period's
      // unused part at what it is worth, and never the same money twice.
      paidMinor: paid.amountMinor + paid.creditMinor,
      onHigher: 'CREDIT',
    },
    input.at,
  );
  await tx.update(membershipPurchases).set({ periodId: period.id }).where(eq(membershipPurchases.id, paid.id));
  return 'PAID';
}

/** A purchase as payment views show it. */
export function toPaidMembershipView(p: PayableMembershipPurchase): PaidMembershipView {
  return { purchaseId: p.id, purchaseNo: p.purchaseNo, tier: p.tier, cycle: p.cycle, status: p.status, validUntilDay: p.validUntilDay };
}
