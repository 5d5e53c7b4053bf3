import type { BillingCycle, MembershipTier } from '@sme/shared/membership-plans';
import type { PeriodSource, PurchaseKind, PurchaseStatus } from '@sme/shared/schemas/membership';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Membership plans (spec section 9); prices in integer minor units. */
export const membershipPlans = pgTable('membership_plans', {
  tier: text().$type<MembershipTier>().primaryKey(),
  currency: text().notNull(),
  monthlyPriceMinor: integer().notNull(),
  /** Feature keys this tier adds to the tiers below it (web i18n keys under membership.feature.*). */
  addedFeatures: jsonb().$type<string[]>().notNull(),
  isBestValue: boolean().notNull().default(false),
  /** Whole percent off goods at checkout for members of this tier (set in the back office). */
  vipDiscountPercent: integer().notNull().default(0),
  sort: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's membership as a timeline: each row one tier from `startsAt` to `endsAt` (exclusive). The tier a member
 * holds at an instant is the period covering it, so a lapse needs no job (the period simply ends) and a downgrade is
 * a period that starts where the current one ends. Changes to one member's timeline take that member's advisory lock
 * (membership-timeline.ts), so concurrent payments, cards and grants apply one after the other.
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    tier: text().$type<MembershipTier>().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    source: text().$type<PeriodSource>().notNull(),
    /** The purchase or card it came from (null for a staff grant). */
    sourceId: uuid(),
    cycle: text().$type<BillingCycle>(),
    /** What was paid for this period (0 for cards and grants): an upgrade credits its unused part. */
    paidMinor: integer().notNull().default(0),
    /** Set when the period was cut short (an upgrade replaced it, staff ended it), with why. */
    endedEarlyAt: timestamp({ withTimezone: true }),
    endedReason: text(),
    /** The staff member who granted, extended or ended it (null: the member's own purchase or card). */
    staffId: uuid(),
    reason: text(),
    /** When the renewal reminder for the timeline ending here was sent (once). */
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_periods_member_idx').on(t.memberId, t.endsAt), check('membership_periods_span_check', sql`${t.endsAt} >= ${t.startsAt}`)],
);

/**
 * A member's order for a plan: priced by the server (price, the credit of an upgrade, amount), paid through the
 * payments module (payments.purpose = MEMBERSHIP), and turned into a period once, when the payment is confirmed.
 */
export const membershipPurchases = pgTable(
  'membership_purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** MS + Hong Kong date + sequence, quoted on the payment pages and in mails. */
    purchaseNo: text().notNull().unique(),
    memberId: uuid().notNull(),
    tier: text().$type<MembershipTier>().notNull(),
    cycle: text().$type<BillingCycle>().notNull(),
    kind: text().$type<PurchaseKind>().notNull(),
    currency: text().notNull(),
    priceMinor: integer().notNull(),
    creditMinor: integer().notNull().default(0),
    amountMinor: integer().notNull(),
    status: text().$type<PurchaseStatus>().notNull().default('AWAITING_PAYMENT'),
    /** The period the paid purchase created. */
    periodId: uuid(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_purchases_member_idx').on(t.memberId, t.createdAt), check('membership_purchases_amount_check', sql`${t.amountMinor} > 0`)],
);

/** A batch of membership cards issued by staff: tier, duration, how many, and the last Hong Kong day to redeem them. */
export const membershipCardBatches = pgTable('membership_card_batches', {
  id: uuid().primaryKey().defaultRandom(),
  batchNo: text().notNull().unique(),
  tier: text().$type<MembershipTier>().notNull(),
  durationMonths: integer().notNull(),
  quantity: integer().notNull(),
  /** Redeemable until the end of this Hong Kong day (stored as the exclusive instant it ends). */
  redeemableUntil: timestamp({ withTimezone: true }).notNull(),
  note: text(),
  createdBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One membership card (spec section 3: card number and redemption code). The code is stored only as its SHA-256
 * (shown once at issue); redeeming is one conditional UPDATE … WHERE redeemed_at IS NULL, so a code works once
 * however many tries race.
 */
export const membershipCards = pgTable(
  'membership_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    batchId: uuid()
      .notNull()
      .references(() => membershipCardBatches.id, { onDelete: 'restrict' }),
    cardNo: text().notNull().unique(),
    codeHash: text().notNull(),
    redeemedBy: uuid(),
    redeemedAt: timestamp({ withTimezone: true }),
    periodId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('membership_cards_code_hash_key').on(t.codeHash),
    index('membership_cards_batch_idx').on(t.batchId),
    index('membership_cards_redeemed_by_idx').on(t.redeemedBy, t.redeemedAt),
  ],
);

/** Wrong redemption codes, counted per member and per client address over the last hour (10 → 429). */
export const membershipCardAttempts = pgTable(
  'membership_card_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('membership_card_attempts_member_idx').on(t.memberId, t.at), index('membership_card_attempts_ip_idx').on(t.ip, t.at)],
);
