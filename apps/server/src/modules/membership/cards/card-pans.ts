import { lastDayOf } from '@sme/shared/membership-billing';
import { maskCardNo } from '@sme/shared/masking';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { membershipCardBatches, membershipCards, membershipPeriods } from '../membership.tables';

/**
 * card.pans: the cards a member redeemed, newest first, number masked but its last four digits, with the period each
 * gave. A card's period may since have been split (a higher card or grant moved its remainder later) or cut short by
 * staff: the view spans its pieces, from the first start to the last end.
 */
export async function cardPansOf(db: Db, memberId: string, cardIds?: readonly string[]): Promise<CardPanView[]> {
  const rows = await db
    .select({ card: membershipCards, tier: membershipCardBatches.tier, durationMonths: membershipCardBatches.durationMonths })
    .from(membershipCards)
    .innerJoin(membershipCardBatches, eq(membershipCardBatches.id, membershipCards.batchId))
    .where(and(eq(membershipCards.redeemedBy, memberId), cardIds ? inArray(membershipCards.id, [...cardIds]) : undefined))
    .orderBy(desc(membershipCards.redeemedAt), desc(membershipCards.id));
  if (rows.length === 0) return [];

  const pieces = await db
    .select({ sourceId: membershipPeriods.sourceId, startsAt: membershipPeriods.startsAt, endsAt: membershipPeriods.endsAt })
    .from(membershipPeriods)
    .where(
      and(
        eq(membershipPeriods.memberId, memberId),
        eq(membershipPeriods.source, 'CARD'),
        inArray(
          membershipPeriods.sourceId,
          rows.map((r) => r.card.id),
        ),
      ),
    );
  const spans = new Map<string, { startsAt: Date; endsAt: Date }>();
  for (const p of pieces) {
    if (!p.sourceId) continue;
    const span = spans.get(p.sourceId);
    spans.set(p.sourceId, {
      startsAt: span && span.startsAt < p.startsAt ? span.startsAt : p.startsAt,
      endsAt: span && span.endsAt > p.endsAt ? span.endsAt : p.endsAt,
    });
  }

  return rows.map(({ card, tier, durationMonths }) => {
    const redeemedAt = card.redeemedAt ?? card.createdAt;
    const span = spans.get(card.id) ?? { startsAt: redeemedAt, endsAt: redeemedAt };
    return {
      id: card.id,
      cardNoMasked: maskCardNo(card.cardNo),
      tier,
      durationMonths,
      redeemedAt: redeemedAt.toISOString(),
      periodStartsAt: span.startsAt.toISOString(),
      periodEndsAt: span.endsAt.toISOString(),
      validUntilDay: lastDayOf(span.endsAt),
    };
  });
}
