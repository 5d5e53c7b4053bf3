import type { DiscountMethod, PromoCountMode } from '@sme/shared/pricing/types';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Promotions (spec sections 3, 5, 8, 9): promo codes with their uses, coupon offers and the coupons
 * members hold. Amounts are integer minor units of `currency`. `merchantId` null = a platform-wide promotion.
 * No foreign keys into other modules' tables; the promotions service is the only code that touches these.
 */

/** Promotion codes. `code` is stored normalised (trimmed, upper case). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    merchantId: uuid(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    currency: text().notNull(),
    method: text().$type<DiscountMethod>().notNull(),
    valueMinor: bigint({ mode: 'number' }).notNull().default(0),
    percentage: integer().notNull().default(0),
    isForAll: boolean().notNull().default(true),
    pidList: jsonb().$type<string[]>().notNull().default([]),
    per: text().$type<PromoCountMode>().notNull().default('ORDER'),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perMemberLimit: integer(),
    minSpendMinor: bigint({ mode: 'number' }).notNull().default(0),
    /** ACTIVE | DISABLED (a disabled code answers 404 like an unknown one). */
    status: text().notNull().default('ACTIVE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(t.code), index('promo_codes_merchant_idx').on(t.merchantId)],
);

/**
 * One row per order that used a promo code, written in the order's transaction while the code's row is locked
 * (SELECT … FOR UPDATE), so usage limits hold under concurrent checkouts. Released (deleted) when the order is
 * cancelled or closed unpaid.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: uuid().primaryKey().defaultRandom(),
    promoCodeId: uuid()
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    memberId: uuid().notNull(),
    orderId: uuid().notNull(),
    discountMinor: bigint({ mode: 'number' }).notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('promo_code_uses_order_key').on(t.orderId), index('promo_code_uses_code_member_idx').on(t.promoCodeId, t.memberId)],
);

/**
 * Coupon offers: the discount item of spec section 3 (isForAll, pidList, method FIXPRICE | PERCENT, discountType
 * BYUNIT, value, percentage) plus how members get them: public offers are collected from the product or shop page,
 * an offer with a `claimCode` is assigned by that code. A coupon is valid from `validFrom` to `validUntil`, or for
 * `validDays` days from collection when set.
 */
export const couponOffers = pgTable(
  'coupon_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    currency: text().notNull(),
    method: text().$type<DiscountMethod>().notNull(),
    /** Always BYUNIT (spec section 3). */
    discountType: text().$type<'BYUNIT'>().notNull().default('BYUNIT'),
    valueMinor: bigint({ mode: 'number' }).notNull().default(0),
    percentage: integer().notNull().default(0),
    isForAll: boolean().notNull().default(true),
    pidList: jsonb().$type<string[]>().notNull().default([]),
    /** Shown to members for collecting (public offers by product / merchant). */
    isPublic: boolean().notNull().default(true),
    /** Normalised code that assigns this offer (coupon.assignByCode); null = no code. */
    claimCode: text(),
    /** Coupons this offer may hand out in all; null = unlimited. */
    totalQuantity: integer(),
    /** Coupons handed out so far (incremented with a conditional update, never above totalQuantity). */
    issuedCount: integer().notNull().default(0),
    /** Coupons of this offer one member may hold (used ones count). */
    perMemberLimit: integer().notNull().default(1),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** When set, a collected coupon is valid this many days from collection (capped by validUntil). */
    validDays: integer(),
    /** ACTIVE | DISABLED */
    status: text().notNull().default('ACTIVE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_offers_merchant_idx').on(t.merchantId),
    uniqueIndex('coupon_offers_claim_code_idx')
      .on(t.claimCode)
      .where(sql`${t.claimCode} IS NOT NULL`),
  ],
);

/** Coupons members hold. `state` is UNUSED or USED; an unused coupon past validUntil reads as EXPIRED. */
export const couponInstances = pgTable(
  'coupon_instances',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => couponOffers.id, { onDelete: 'cascade' }),
    memberId: uuid().notNull(),
    /** UNUSED | USED */
    state: text().$type<'UNUSED' | 'USED'>().notNull().default('UNUSED'),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    /** The order that used it; cleared (state back to UNUSED) when that order is cancelled or closed unpaid. */
    usedOrderId: uuid(),
    usedAt: timestamp({ withTimezone: true }),
    collectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_instances_member_idx').on(t.memberId, t.state),
    index('coupon_instances_offer_member_idx').on(t.offerId, t.memberId),
    index('coupon_instances_order_idx').on(t.usedOrderId),
  ],
);
