import type { MembershipTier } from '@sme/shared/membership-plans';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Membership plans (spec section 9); prices in integer minor units. */
export const membershipPlans = pgTable('membership_plans', {
  tier: text().$type<MembershipTier>().primaryKey(),
  currency: text().notNull(),
  monthlyPriceMinor: integer().notNull(),
  /** Feature keys this tier adds to the tiers below it (web i18n keys under membership.feature.*). */
  addedFeatures: jsonb().$type<string[]>().notNull(),
  isBestValue: boolean().notNull().default(false),
  sort: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The membership tier each member holds now (the VIP discount of checkout reads it). Written by the membership
 * purchase flow (not built yet) and by the demo seed; a tier past `validUntil` no longer counts.
 */
export const memberMemberships = pgTable('member_memberships', {
  memberId: uuid().primaryKey(),
  tier: text().$type<MembershipTier>().notNull(),
  validUntil: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
