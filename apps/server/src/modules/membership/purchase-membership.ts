import { randomInt } from 'node:crypto';
import { hkDayOf } from '@sme/shared/hk-day';
import type { BillingCycle, MembershipTier } from '@sme/shared/membership-plans';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { lockTimeline } from './membership-timeline';
import { membershipPurchases } from './membership.tables';
import { type MembershipQuote, quoteMembership } from './quote-membership';

/** A stored purchase, with the placement it was quoted with. */
export interface CreatedPurchase {
  row: typeof membershipPurchases.$inferSelect;
  quote: MembershipQuote;
}

/** Tries at a purchase number before giving up (a clash of six random digits on one day is rare already). */
const PURCHASE_NO_TRIES = 5;

/** A purchase number: MS, the Hong Kong day (yyyymmdd) and six random digits; unique by the table's key. */
function newPurchaseNo(now: Date): string {
  return `MS${hkDayOf(now).replaceAll('-', '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * The member buys a plan: priced now (quoteMembership, 3205 when the credit covers it), stored AWAITING_PAYMENT, and
 * the member's older unpaid purchases cancelled (a payment that still lands on one is refunded by the payments
 * workflow). Under the timeline lock, so the price is that of the timeline as it stands.
 */
export async function purchaseMembership(
  db: Database,
  memberId: string,
  input: { tier: MembershipTier; cycle: BillingCycle },
  now: Date,
): Promise<CreatedPurchase> {
  return db.transaction(async (tx) => {
    await lockTimeline(tx, memberId);
    const quote = await quoteMembership(tx, memberId, input, now);
    await tx
      .update(membershipPurchases)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(eq(membershipPurchases.memberId, memberId), eq(membershipPurchases.status, 'AWAITING_PAYMENT')));
    const row = await insertPurchase(tx, memberId, quote, now);
    return { row, quote };
  });
}

async function insertPurchase(tx: Tx, memberId: string, quote: MembershipQuote, now: Date): Promise<typeof membershipPurchases.$inferSelect> {
  for (let i = 0; i < PURCHASE_NO_TRIES; i += 1) {
    const [row] = await tx
      .insert(membershipPurchases)
      .values({
        purchaseNo: newPurchaseNo(now),
        memberId,
        tier: quote.tier,
        cycle: quote.cycle,
        kind: quote.kind,
        currency: quote.currency,
        priceMinor: quote.priceMinor,
        creditMinor: quote.creditMinor,
        amountMinor: quote.amountMinor,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: membershipPurchases.purchaseNo })
      .returning();
    if (row) return row;
  }
  throw new Error('no free membership purchase number');
}
