import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH, normalisePromoCode } from '../pricing/check-promo-code';
import { text } from './fields';

/**
 * Back-office promotions: the contract of console.promo.* and console.couponOffer.*. The console forms
 * check their fields with these same schemas and helpers, so each rule (code format, discount range, window order,
 * what may change after a code is used) is written once. The checkout rules themselves stay in ../pricing.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** Shortest code staff can create (members type it, so a code is not a single letter). */
export const PROMO_CODE_MIN_LENGTH = 4;
/** Letters, digits, hyphens and underscores, starting with a letter or digit; stored upper case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/**
 * A promotion code (or an offer's claim code) as staff create it: normalised as checkout looks it up
 * (normalisePromoCode), 4 to PROMO_CODE_MAX_LENGTH characters of PROMO_CODE_PATTERN.
 */
export const promoCodeText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform(normalisePromoCode)
  // One rule and one message for length and characters, so a bad code gets a single clear error.
  .refine((code) => code.length >= PROMO_CODE_MIN_LENGTH && code.length <= PROMO_CODE_MAX_LENGTH && PROMO_CODE_PATTERN.test(code), {
    error: 'validation.promoCodeFormat',
  });

/** The ways a discount is worked out (pricing/types DiscountMethod). */
export const DISCOUNT_METHODS = ['FIXPRICE', 'PERCENT'] as const;
/** How a fixed promo amount counts (pricing/types PromoCountMode). */
export const PROMO_COUNT_MODES = ['ORDER', 'PERSON'] as const;

const minor = z
  .number({ error: 'validation.priceInvalid' })
  .int({ error: 'validation.priceInvalid' })
  .min(0, { error: 'validation.priceInvalid' })
  .max(Number.MAX_SAFE_INTEGER);
/** A PERCENT discount: a whole percent from 1 to 100. */
export const discountPercentField = z
  .number({ error: 'validation.percentRange' })
  .int({ error: 'validation.percentRange' })
  .min(1, { error: 'validation.percentRange' })
  .max(100, { error: 'validation.percentRange' });
/** A FIXPRICE discount: more than 0, in integer minor units. */
export const discountAmountField = z
  .number({ error: 'validation.amountPositive' })
  .int({ error: 'validation.amountPositive' })
  .min(1, { error: 'validation.amountPositive' })
  .max(Number.MAX_SAFE_INTEGER);
const title = text().trim().min(1).max(120);
const currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3,4}$/, { error: 'validation.invalid' });
const instant = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }).nullable().default(null);
const limit = z.number().int().min(1).max(10_000_000);

/** Whether a validity window is in order: its end after its start (an open bound always is). */
export function isWindowOrdered(validFrom: string | null | undefined, validUntil: string | null | undefined): boolean {
  const from = validFrom ? new Date(validFrom).getTime() : Number.NaN;
  const until = validUntil ? new Date(validUntil).getTime() : Number.NaN;
  // An open or unreadable bound is not this rule's concern (an unreadable one has its own error).
  return Number.isNaN(from) || Number.isNaN(until) || until > from;
}

/** The fields every discount form shares (the spec's discount item plus its validity). */
const discountFields = {
  titleEn: title,
  titleZh: title,
  currency,
  method: z.enum(DISCOUNT_METHODS),
  valueMinor: minor.default(0),
  percentage: z.number().int().min(0).max(100, { error: 'validation.percentRange' }).default(0),
  isForAll: z.boolean().default(true),
  pidList: z.array(uuid).max(100).default([]),
  validFrom: instant,
  validUntil: instant,
};

interface DiscountShape {
  method: (typeof DISCOUNT_METHODS)[number];
  valueMinor: number;
  percentage: number;
  isForAll: boolean;
  pidList: string[];
  validFrom: string | null;
  validUntil: string | null;
}

/** The rules across fields: the method's amount in range, products listed unless for all, the window in order. */
function discountRules(v: DiscountShape, ctx: z.RefinementCtx): void {
  const [field, message] =
    v.method === 'PERCENT' ? (['percentage', 'validation.percentRange'] as const) : (['valueMinor', 'validation.amountPositive'] as const);
  // The field's own rule already refuses a fraction or a negative (and zod runs this refinement anyway); what is
  // left to say is that the method's amount cannot be 0.
  if (v[field] === 0) ctx.addIssue({ code: 'custom', path: [field], message, input: v[field] });
  if (!v.isForAll && v.pidList.length === 0) ctx.addIssue({ code: 'custom', path: ['pidList'], message: 'validation.productsRequired', input: v.pidList });
  if (!isWindowOrdered(v.validFrom, v.validUntil))
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validation.endAfterStart', input: v.validUntil });
}

/** The stored form: the other method's amount zeroed, no product list when for all products, no repeated product. */
function normaliseDiscount<T extends DiscountShape>(v: T): T {
  return {
    ...v,
    valueMinor: v.method === 'FIXPRICE' ? v.valueMinor : 0,
    percentage: v.method === 'PERCENT' ? v.percentage : 0,
    pidList: v.isForAll ? [] : [...new Set(v.pidList)],
  };
}

const promoFields = z.object({
  code: promoCodeText,
  ...discountFields,
  per: z.enum(PROMO_COUNT_MODES).default('ORDER'),
  usageLimit: limit.nullable().default(null),
  perMemberLimit: limit.nullable().default(null),
  minSpendMinor: minor.default(0),
});

/** console.promo.create: the code's fields plus, for admins, its merchant (none = platform-wide; a merchant's staff always create for their own). */
export const consolePromoCreateInput = promoFields.extend({ merchantId: uuid.nullish() }).superRefine(discountRules).transform(normaliseDiscount);
export type ConsolePromoCreateInput = z.output<typeof consolePromoCreateInput>;

/** console.promo.update: every field again for one code (its merchant does not change). */
export const consolePromoUpdateInput = promoFields.extend({ id: uuid }).superRefine(discountRules).transform(normaliseDiscount);
export type ConsolePromoUpdateInput = z.output<typeof consolePromoUpdateInput>;

/** The fields each form edits, for checking one field at a time in the web. */
export const promoFormShape = promoFields.shape;

const offerFields = z.object({
  ...discountFields,
  isPublic: z.boolean().default(true),
  claimCode: promoCodeText.nullable().default(null),
  totalQuantity: limit.nullable().default(null),
  perMemberLimit: z.number().int().min(1).max(100).default(1),
  validDays: z.number().int().min(1).max(3650).nullable().default(null),
});

/** console.couponOffer.create: the offer's fields plus, for admins, its merchant (none = platform-wide). */
export const consoleCouponOfferCreateInput = offerFields.extend({ merchantId: uuid.nullish() }).superRefine(discountRules).transform(normaliseDiscount);
export type ConsoleCouponOfferCreateInput = z.output<typeof consoleCouponOfferCreateInput>;

/** console.couponOffer.update: every field again for one offer (its merchant does not change). */
export const consoleCouponOfferUpdateInput = offerFields.extend({ id: uuid }).superRefine(discountRules).transform(normaliseDiscount);
export type ConsoleCouponOfferUpdateInput = z.output<typeof consoleCouponOfferUpdateInput>;

/** The offer form's fields, for checking one field at a time in the web. */
export const couponOfferFormShape = offerFields.shape;

/**
 * What cannot change once a code has been used on an order: members and their orders already hold it on these terms
 * (orders keep the code text; a changed discount would make the usage report disagree with the orders). Titles,
 * dates and limits can still change.
 */
export const PROMO_TERMS_LOCKED_AFTER_USE = ['code', 'currency', 'method', 'valueMinor', 'percentage', 'per', 'isForAll', 'pidList', 'minSpendMinor'] as const;

/**
 * What cannot change once an offer has handed out a coupon: the coupons members hold take their discount from the
 * offer, so changing it would change coupons already collected (and the discount they gave past orders).
 */
export const OFFER_TERMS_LOCKED_AFTER_ISSUE = ['currency', 'method', 'valueMinor', 'percentage', 'isForAll', 'pidList'] as const;

const termValue = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...(v as string[])].sort() : v);

/** The locked fields whose value differs between the saved record and the submitted one. */
export function changedTerms<K extends string>(keys: readonly K[], saved: Record<K, unknown>, submitted: Record<K, unknown>): K[] {
  return keys.filter((k) => termValue(saved[k]) !== termValue(submitted[k]));
}

/** A promotion's state as the console shows and filters it: switched off, not started, over, or running. */
export const PROMOTION_STATUSES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'DISABLED'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The state of a promo code or offer at `now` (the SQL filter of the list says the same). */
export function promotionStatusAt(p: { status: string; validFrom: string | null; validUntil: string | null }, now: Date): PromotionStatus {
  if (p.status !== 'ACTIVE') return 'DISABLED';
  if (p.validFrom && new Date(p.validFrom).getTime() > now.getTime()) return 'SCHEDULED';
  if (p.validUntil && new Date(p.validUntil).getTime() < now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** console.promo.list / console.couponOffer.list query: code or title (part of it), state, merchant (admins), one page. */
export const consolePromotionListQuery = z.object({
  q: text().trim().max(64).optional(),
  status: z.enum(PROMOTION_STATUSES).optional(),
  merchantId: uuid.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsolePromotionListQuery = z.output<typeof consolePromotionListQuery>;

/** Detail params, and the body of disable / enable / withdraw. */
export const consolePromotionIdInput = z.object({ id: uuid });

/** console.promo.usage / console.couponOffer.usage query: one page of the uses table. */
export const consolePromotionUsageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsolePromotionUsageQuery = z.output<typeof consolePromotionUsageQuery>;

/** A product a promotion lists, named for the console. */
export interface PromotionProductRef {
  id: string;
  nameEn: string;
  nameZh: string;
}

interface DiscountView {
  id: string;
  /** Null = platform-wide. */
  merchantId: string | null;
  merchantName: string | null;
  titleEn: string;
  titleZh: string;
  currency: string;
  method: (typeof DISCOUNT_METHODS)[number];
  valueMinor: number;
  percentage: number;
  validFrom: string | null;
  validUntil: string | null;
  status: PromotionStatus;
  updatedAt: string;
}

/** A promo code as the console lists it. */
export interface ConsolePromoRow extends DiscountView {
  code: string;
  usageLimit: number | null;
  perMemberLimit: number | null;
  /** Orders that used it (cancelled orders give their use back). */
  uses: number;
}

/** A promo code as the console edits it. */
export interface ConsolePromoView extends ConsolePromoRow {
  per: (typeof PROMO_COUNT_MODES)[number];
  isForAll: boolean;
  pidList: string[];
  products: PromotionProductRef[];
  minSpendMinor: number;
  createdAt: string;
}

/** A coupon offer as the console lists it. */
export interface ConsoleCouponOfferRow extends DiscountView {
  isPublic: boolean;
  claimCode: string | null;
  totalQuantity: number | null;
  issuedCount: number;
  perMemberLimit: number;
  validDays: number | null;
}

/** A coupon offer as the console edits it. */
export interface ConsoleCouponOfferView extends ConsoleCouponOfferRow {
  isForAll: boolean;
  pidList: string[];
  products: PromotionProductRef[];
  createdAt: string;
}

/** A page of a console promotions table. */
export interface ConsolePage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** One order that used a promo code. */
export interface PromoUseRow {
  orderId: string;
  orderNo: string | null;
  memberId: string;
  buyerName: string | null;
  usedAt: string;
  discountMinor: number;
}

/** console.promo.usage: the code's figures and one page of the orders that used it, newest first. */
export interface ConsolePromoUsageView {
  id: string;
  code: string;
  currency: string;
  uses: number;
  members: number;
  discountTotalMinor: number;
  orders: ConsolePage<PromoUseRow>;
}

/** An amount in one currency (a PERCENT coupon can discount orders in several). */
export interface CurrencyAmount {
  currency: string;
  amountMinor: number;
}

/** One used coupon of an offer; an in-store redemption has no order and no amount. */
export interface CouponUseRow {
  instanceId: string;
  memberId: string;
  usedAt: string | null;
  orderId: string | null;
  orderNo: string | null;
  discount: CurrencyAmount | null;
}

/** console.couponOffer.usage: the offer's coupons by state, the discount they gave, one page of the used ones. */
export interface ConsoleCouponOfferUsageView {
  id: string;
  issued: number;
  unused: number;
  used: number;
  expired: number;
  discountTotals: CurrencyAmount[];
  uses: ConsolePage<CouponUseRow>;
}
