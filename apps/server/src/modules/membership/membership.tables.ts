import type { MembershipTier } from '@sme/shared/membership-plans';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
