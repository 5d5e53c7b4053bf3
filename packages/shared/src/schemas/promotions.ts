import { z } from 'zod';
import type { DiscountMethod, PromoCountMode } from '../pricing/types';
import { type Page, idList } from './catalogue';
import { text } from './fields';

/**
 * Promotions (spec sections 3, 8, 9): the contract of promo.* and coupon.* operations. The rules
 * themselves live in ../pricing (checkPromoCode, coupon discounts); the server answers their section 8 codes.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/**
 * The entered promotion code. Deliberately longer than PROMO_CODE_MAX_LENGTH: a code that is too long is
 * answered with its own section 8 code (8108) by checkPromoCode, not with a generic 400.
 */
export const promoCodeField = text().trim().min(1, { error: 'validation.required' }).max(200);

/** promo.check: a code against the member's selected cart lines (the same lines checkout would order). */
export const promoCheckInput = z.object({
  code: promoCodeField,
  cartItemIds: idList,
});
export type PromoCheckInput = z.infer<typeof promoCheckInput>;

/** A promotion code as members see it. */
export interface PromoCodeView {
  code: string;
  title: string;
  merchantId: string | null;
  currency: string;
  method: DiscountMethod;
  valueMinor: number;
  percentage: number;
  isForAll: boolean;
  pidList: string[];
  per: PromoCountMode;
  validFrom: string | null;
  validUntil: string | null;
  minSpendMinor: number;
}

/** promo.check answer (code 200): the code and what it takes off these lines. */
export interface PromoCheckView {
  promo: PromoCodeView;
  discountMinor: number;
  currency: string;
}

/** What a coupon takes off (the discount item of spec section 3). */
export interface DiscountItemView {
  isForAll: boolean;
  pidList: string[];
  method: DiscountMethod;
  discountType: 'BYUNIT';
  /** FIXPRICE: minor units off each unit. */
  valueMinor: number;
  /** PERCENT: whole percent off each unit. */
  percentage: number;
  currency: string;
}

/** A coupon offer as members see it (coupon.offers, coupon.publicOffersByProduct, coupon.merchantList). */
export interface CouponOfferView extends DiscountItemView {
  id: string;
  merchantId: string | null;
  merchantName: string | null;
  title: string;
  validFrom: string | null;
  validUntil: string | null;
  validDays: number | null;
  /** Coupons left to hand out; null = unlimited. */
  remaining: number | null;
  /** Coupons of this offer the signed-in member holds (0 for visitors). */
  heldByMe: number;
  perMemberLimit: number;
  /** Whether the signed-in member can collect one now (false for visitors: collecting needs sign-in). */
  canCollect: boolean;
}

export const COUPON_STATES = ['UNUSED', 'USED', 'EXPIRED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A coupon the member holds (coupon.instances). */
export interface CouponInstanceView extends DiscountItemView {
  id: string;
  offerId: string;
  merchantId: string | null;
  merchantName: string | null;
  title: string;
  state: CouponState;
  validFrom: string | null;
  validUntil: string | null;
  usedOrderId: string | null;
  usedAt: string | null;
  collectedAt: string;
}

/** coupon.offers answer: one page of the public offers open now. */
export type CouponOfferPage = Page<CouponOfferView>;

/** coupon.instances answer: one page of the member's coupons in a state, and how many they hold in each state. */
export interface CouponInstancePage extends Page<CouponInstanceView> {
  counts: Record<CouponState, number>;
}

/** coupon.instances query: the member's coupons by state, newest first, paged. */
export const couponInstancesQuery = z.object({
  state: z.enum(COUPON_STATES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

/** coupon.collect / coupon.redeemOffer. */
export const couponOfferIdInput = z.object({ cpOfferId: uuid });
/** coupon.redeemInstance. */
export const couponInstanceIdInput = z.object({ cpInstanceId: uuid });
/** coupon.assignByCode. */
export const couponCodeInput = z.object({ code: text().trim().min(1, { error: 'validation.required' }).max(64) });
