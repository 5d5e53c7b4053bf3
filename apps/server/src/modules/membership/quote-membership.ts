import { Codes } from '@sme/shared/codes';
import { CYCLE_MONTHS, periodEndsAt, proRataCreditMinor } from '@sme/shared/membership-billing';
import { type BillingCycle, type MembershipTier, planPriceMinor } from '@sme/shared/membership-plans';
import { type PurchaseKind, purchaseKindFor } from '@sme/shared/schemas/membership';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/client';
import { livePeriods, periodAt, timelineEnd } from './membership-timeline';
import { membershipPlans } from './membership.tables';

/**
 * What buying a plan now would cost and give, by the timeline's placement rules (membership-timeline.ts): NEW (none
 * held) and UPGRADE (a higher tier) start now, RENEW (the same tier) and DOWNGRADE (a lower one) start where the
 * timeline ends; an upgrade credits the unused part of what was paid for the periods it replaces.
 */

/** Where a period of `tier` bought now would sit on the member's timeline. */
export interface Placement {
  kind: PurchaseKind;
  startsAt: Date;
  endsAt: Date;
}

/** A priced quote (membership.quote; membership.purchase stores one). */
export interface MembershipQuote extends Placement {
  tier: MembershipTier;
  cycle: BillingCycle;
  currency: string;
  priceMinor: number;
  creditMinor: number;
  amountMinor: number;
}

/** The placement of a period of `tier` for `cycle` bought at `now`, and the credit an upgrade would carry over. */
async function placementWithCredit(
  db: Db,
  memberId: string,
  tier: MembershipTier,
  cycle: BillingCycle,
  now: Date,
): Promise<Placement & { creditMinor: number }> {
  const live = await livePeriods(db, memberId, now);
  const held = await periodAt(db, memberId, now);
  const length = { months: CYCLE_MONTHS[cycle] };
  const kind = purchaseKindFor(tier, held?.tier ?? null);
  if (kind === 'UPGRADE') {
    return { kind: 'UPGRADE', startsAt: now, endsAt: periodEndsAt(now, length), creditMinor: proRataCreditMinor(live, now) };
  }
  const startsAt = timelineEnd(live, now);
  return { kind, startsAt, endsAt: periodEndsAt(startsAt, length), creditMinor: 0 };
}

/** Where a period of `tier` for `cycle` bought at `now` would sit (no price): the payment pages' "valid until". */
export async function placementOf(db: Db, memberId: string, tier: MembershipTier, cycle: BillingCycle, now: Date): Promise<Placement> {
  const { creditMinor: _credit, ...placement } = await placementWithCredit(db, memberId, tier, cycle, now);
  return placement;
}

/** Prices a plan for the member at `now`; a credit that covers the whole price answers 3205 (nothing to pay). */
export async function quoteMembership(db: Db, memberId: string, input: { tier: MembershipTier; cycle: BillingCycle }, now: Date): Promise<MembershipQuote> {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.tier, input.tier));
  if (!plan) throw new AppError(Codes.NOT_FOUND);
  const priceMinor = planPriceMinor(plan.monthlyPriceMinor, input.cycle);
  const placement = await placementWithCredit(db, memberId, input.tier, input.cycle, now);
  if (placement.creditMinor >= priceMinor) throw new AppError(Codes.MEMBERSHIP_CREDIT_EXCEEDS_PRICE);
  return { tier: input.tier, cycle: input.cycle, currency: plan.currency, priceMinor, amountMinor: priceMinor - placement.creditMinor, ...placement };
}
