import { z } from 'zod';
import { hkDayField, hkToday, isCalendarDay } from '../hk-day';
import { type BillingCycle, MEMBERSHIP_TIERS, type MembershipTier, tierRank } from '../membership-plans';
import { pageQuery } from './catalogue';
import { text } from './fields';

/**
 * Membership (spec sections 3, 7, 9): the contract of membership.* and card.* and their back-office operations.
 * A member's membership is a timeline of periods (each a tier from a start to an end); the current tier is the
 * period that covers now. Periods come from a paid purchase, a redeemed card or a staff grant.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

export const BILLING_CYCLES = ['MONTHLY', 'ANNUAL'] as const satisfies readonly BillingCycle[];

/** Where a period came from. */
export const PERIOD_SOURCES = ['PURCHASE', 'CARD', 'GRANT'] as const;
export type PeriodSource = (typeof PERIOD_SOURCES)[number];

/** What a purchase does to the member's timeline: NEW (none held), RENEW (same tier, appended), UPGRADE (now, unused part credited), DOWNGRADE (from the end of what is held). */
export const PURCHASE_KINDS = ['NEW', 'RENEW', 'UPGRADE', 'DOWNGRADE'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** What buying `tier` does for a member holding `held` now (null: none): the server prices by it, the plan cards label by it. */
export function purchaseKindFor(tier: MembershipTier, held: MembershipTier | null): PurchaseKind {
  if (!held) return 'NEW';
  if (tier === held) return 'RENEW';
  return tierRank(tier) > tierRank(held) ? 'UPGRADE' : 'DOWNGRADE';
}

export const PURCHASE_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** membership.quote query and membership.purchase body: a plan and its billing cycle. */
export const membershipPurchaseInput = z.object({ tier: z.enum(MEMBERSHIP_TIERS), cycle: z.enum(BILLING_CYCLES) });
export type MembershipPurchaseInput = z.infer<typeof membershipPurchaseInput>;

/** What buying a plan now would cost and give (membership.quote, and the purchase it creates). */
export interface MembershipQuoteView {
  tier: MembershipTier;
  cycle: BillingCycle;
  kind: PurchaseKind;
  currency: string;
  /** The plan's price for the cycle. */
  priceMinor: number;
  /** The unused part of the member's paid periods, credited on an upgrade (0 otherwise). */
  creditMinor: number;
  /** What the member pays: price less credit. */
  amountMinor: number;
  /** When the new period would start and end (ISO instants), and its last Hong Kong day. */
  startsAt: string;
  endsAt: string;
  validUntilDay: string;
}

/** A purchase as membership.purchase answers it; the member then pays it on /payments?purchaseId=… */
export interface MembershipPurchaseView extends MembershipQuoteView {
  id: string;
  purchaseNo: string;
  status: PurchaseStatus;
  createdAt: string;
  paidAt: string | null;
}

/** One period of the member's timeline. */
export interface MembershipPeriodView {
  id: string;
  tier: MembershipTier;
  source: PeriodSource;
  /** The billing cycle of a purchase; null for cards and grants. */
  cycle: BillingCycle | null;
  startsAt: string;
  endsAt: string;
  /** The last Hong Kong day it covers ("valid until"). */
  validUntilDay: string;
  /** Set when the period was cut short (an upgrade replaced it, staff ended it) and why. */
  endedEarlyAt: string | null;
  endedReason: string | null;
}

/** membership.current: the tier held now and what follows (null tier: none or lapsed). */
export interface MembershipCurrentView {
  tier: MembershipTier | null;
  /** The running period, and the end of the member's whole timeline of this tier (renewals appended). */
  current: MembershipPeriodView | null;
  validUntilDay: string | null;
  /** A later period of another tier already bought (a downgrade from the end of the current one). */
  next: MembershipPeriodView | null;
  /** The checkout discount of the current tier, whole percent (0 without one). */
  vipDiscountPercent: number;
  /** Every feature key the current tier includes (`membership:feature.<key>`). */
  benefits: string[];
}

/** membership.history: purchases (with their payment state), cards redeemed and staff grants, newest first. */
export interface MembershipHistoryEntry {
  id: string;
  source: PeriodSource;
  tier: MembershipTier;
  cycle: BillingCycle | null;
  kind: PurchaseKind | null;
  /** A purchase's number or a card's masked number; null for grants. */
  reference: string | null;
  status: PurchaseStatus | 'ACTIVE' | 'ENDED';
  amountMinor: number | null;
  currency: string | null;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
}

/** card.redeem body: the redemption code as printed (spaces, dashes and case do not matter). */
export const cardRedeemInput = z.object({ code: text().trim().min(1, { error: 'validation.required' }).max(64) });

/** card.redeem answer and one row of card.pans (the member's redeemed cards, number masked). */
export interface CardPanView {
  id: string;
  /** The card number masked but its last four digits. */
  cardNoMasked: string;
  tier: MembershipTier;
  durationMonths: number;
  redeemedAt: string;
  periodStartsAt: string;
  periodEndsAt: string;
  validUntilDay: string;
}

// ---- back office ----

/** console.membership.grant: grant a tier for a length, extend the current one, or end everything held, with a reason. */
export const consoleMembershipGrantInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('GRANT'),
    memberId: uuid,
    tier: z.enum(MEMBERSHIP_TIERS),
    months: z.coerce.number().int().min(1).max(36),
    reason: text().trim().min(1, { error: 'validation.required' }).max(300),
  }),
  z.object({
    action: z.literal('EXTEND'),
    memberId: uuid,
    days: z.coerce.number().int().min(1).max(366),
    reason: text().trim().min(1, { error: 'validation.required' }).max(300),
  }),
  z.object({ action: z.literal('END'), memberId: uuid, reason: text().trim().min(1, { error: 'validation.required' }).max(300) }),
]);
export type ConsoleMembershipGrantInput = z.infer<typeof consoleMembershipGrantInput>;

/** console.membership.member path: the member whose membership staff open. */
export const consoleMembershipMemberParams = z.object({ memberId: uuid });

/** console.membership.member: one member's timeline and history as staff see it. */
export interface ConsoleMemberMembershipView {
  memberId: string;
  current: MembershipCurrentView;
  periods: MembershipPeriodView[];
  history: MembershipHistoryEntry[];
}

/** Most cards one batch issues. */
export const CARD_BATCH_MAX = 1000;

/** console.card.issueBatch: a batch of cards of one tier and duration, redeemable until a Hong Kong day. */
export const cardBatchInput = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  durationMonths: z.coerce.number().int().min(1).max(36),
  quantity: z.coerce.number().int().min(1).max(CARD_BATCH_MAX),
  /** Last Hong Kong day a card of the batch can be redeemed: today or later. */
  validUntil: hkDayField.refine((s) => !isCalendarDay(s) || s >= hkToday(), { error: 'validation.effectiveFromPast' }),
  note: text().trim().max(200).optional(),
});
export type CardBatchInput = z.infer<typeof cardBatchInput>;

/** console.card.batches query: a page of batches, newest first. */
export const cardBatchesQuery = z.object({ ...pageQuery });

/** A batch as the back office lists it (console.card.batches). */
export interface CardBatchView {
  id: string;
  batchNo: string;
  tier: MembershipTier;
  durationMonths: number;
  quantity: number;
  redeemedCount: number;
  validUntil: string;
  isExpired: boolean;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** One issued card with its redemption code in clear: only in console.card.issueBatch's answer, never again. */
export interface IssuedCard {
  cardNo: string;
  code: string;
}

/** console.card.issueBatch answer. */
export interface IssuedBatchView {
  batch: CardBatchView;
  cards: IssuedCard[];
}

/** One card of a batch as staff see it (code never shown again). */
export interface CardStatusView {
  id: string;
  cardNo: string;
  redeemedAt: string | null;
  /** The member who redeemed it (display name or masked contact). */
  redeemedBy: string | null;
}

/** console.membership.plans: a plan's VIP discount percent (whole percent off goods at checkout). */
export const planDiscountInput = z.object({ tier: z.enum(MEMBERSHIP_TIERS), vipDiscountPercent: z.coerce.number().int().min(0).max(50) });
