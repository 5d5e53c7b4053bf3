import { Codes } from '@sme/shared/codes';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { placePeriod } from '../membership-timeline';
import { membershipCardAttempts, membershipCardBatches, membershipCards } from '../membership.tables';
import { codeHashOf } from './card-codes';
import { cardPansOf } from './card-pans';

/** Wrong codes a member, or a client address, may enter in an hour before redeeming is refused (3204) for the rest of it. */
export const WRONG_TRIES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** Whether the member or the address has entered WRONG_TRIES_PER_HOUR wrong codes in the hour before `now`. */
async function isLockedOut(db: Database, memberId: string, ip: string, now: Date): Promise<boolean> {
  const t = membershipCardAttempts;
  const [row] = await db
    .select({
      byMember: count(sql`case when ${t.memberId} = ${memberId} then 1 end`),
      byAddress: count(sql`case when ${t.ip} = ${ip} then 1 end`),
    })
    .from(t)
    .where(and(gt(t.at, new Date(now.getTime() - HOUR_MS)), or(eq(t.memberId, memberId), eq(t.ip, ip))));
  return (row?.byMember ?? 0) >= WRONG_TRIES_PER_HOUR || (row?.byAddress ?? 0) >= WRONG_TRIES_PER_HOUR;
}

/**
 * card.redeem: the card with this code becomes the member's and its tier is placed on their timeline for its duration.
 * Claiming is one conditional UPDATE (not redeemed, batch still redeemable), so however many members race for a code
 * exactly one gets it; the period is placed in the same transaction (a card never destroys paid time: a higher tier
 * starts now and what was held resumes after it). A refusal says why: no such code (3201, counted as a wrong try),
 * already redeemed (3202), or past the batch's last day (3203); 10 wrong tries in an hour by the member or from the
 * address answer 3204 before anything is looked up.
 */
export async function redeemCard(db: Database, memberId: string, ip: string, typed: string, now: Date): Promise<CardPanView> {
  if (await isLockedOut(db, memberId, ip, now)) throw new AppError(Codes.MEMBERSHIP_CARD_TRIES);
  const codeHash = codeHashOf(typed);

  const cardId = await db.transaction(async (tx) => {
    const redeemable = tx.select({ id: membershipCardBatches.id }).from(membershipCardBatches).where(gt(membershipCardBatches.redeemableUntil, now));
    const [card] = await tx
      .update(membershipCards)
      .set({ redeemedBy: memberId, redeemedAt: now })
      .where(and(eq(membershipCards.codeHash, codeHash), isNull(membershipCards.redeemedAt), inArray(membershipCards.batchId, redeemable)))
      .returning();
    if (!card) return null;
    const [batch] = await tx.select().from(membershipCardBatches).where(eq(membershipCardBatches.id, card.batchId));
    if (!batch) throw new Error(`card ${card.id} has no batch`);
    const period = await placePeriod(
      tx,
      memberId,
      { tier: batch.tier, length: { months: batch.durationMonths }, source: 'CARD', sourceId: card.id, onHigher: 'PUSH' },
      now,
    );
    await tx.update(membershipCards).set({ periodId: period.id }).where(eq(membershipCards.id, card.id));
    return card.id;
  });

  if (cardId) {
    const [view] = await cardPansOf(db, memberId, [cardId]);
    if (!view) throw new Error(`redeemed card ${cardId} not found`);
    return view;
  }

  const [card] = await db.select({ redeemedAt: membershipCards.redeemedAt }).from(membershipCards).where(eq(membershipCards.codeHash, codeHash));
  if (!card) {
    await db.insert(membershipCardAttempts).values({ memberId, ip, at: now });
    throw new AppError(Codes.MEMBERSHIP_CARD_INVALID);
  }
  // Not claimed, yet it exists: either someone redeemed it first or its batch's last day has passed.
  throw new AppError(card.redeemedAt ? Codes.MEMBERSHIP_CARD_USED : Codes.MEMBERSHIP_CARD_EXPIRED);
}
