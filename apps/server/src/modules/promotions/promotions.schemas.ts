import {
  COUPON_STATES,
  type CouponInstancePage,
  type CouponInstanceView,
  type CouponOfferPage,
  type CouponOfferView,
  type PromoCheckView,
  type PromoCodeView,
  couponInstancesQuery,
} from '@sme/shared/schemas/promotions';
import { z } from 'zod';

/** Zod mirrors of the promotions answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const method = z.enum(['FIXPRICE', 'PERCENT']);

/** The discount item of spec section 3, shared by offers and the coupons members hold. */
const discountItem = {
  isForAll: z.boolean(),
  pidList: z.array(z.string()),
  method,
  discountType: z.literal('BYUNIT'),
  valueMinor: z.number(),
  percentage: z.number(),
  currency: z.string(),
};

/** PromoCodeView. */
export const promoCodeSchema: z.ZodType<PromoCodeView> = z.object({
  code: z.string(),
  title: z.string(),
  merchantId: z.string().nullable(),
  currency: z.string(),
  method,
  valueMinor: z.number(),
  percentage: z.number(),
  isForAll: z.boolean(),
  pidList: z.array(z.string()),
  per: z.enum(['ORDER', 'PERSON']),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  minSpendMinor: z.number(),
});

/** PromoCheckView. */
export const promoCheckSchema: z.ZodType<PromoCheckView> = z.object({ promo: promoCodeSchema, discountMinor: z.number(), currency: z.string() });

/** CouponOfferView. */
export const couponOfferSchema: z.ZodType<CouponOfferView> = z.object({
  ...discountItem,
  id: z.string(),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  title: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  validDays: z.number().nullable(),
  remaining: z.number().nullable(),
  heldByMe: z.number(),
  perMemberLimit: z.number(),
  canCollect: z.boolean(),
});

/** CouponInstanceView. */
export const couponInstanceSchema: z.ZodType<CouponInstanceView> = z.object({
  ...discountItem,
  id: z.string(),
  offerId: z.string(),
  merchantId: z.string().nullable(),
  merchantName: z.string().nullable(),
  title: z.string(),
  state: z.enum(COUPON_STATES),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usedOrderId: z.string().nullable(),
  usedAt: z.string().nullable(),
  collectedAt: z.string(),
});

/** coupon.offers query: the same paging rules as the member's coupon list. */
export const couponOffersQuery = couponInstancesQuery.pick({ page: true, size: true });

/** A page of a list. */
const paged = <T extends z.ZodType>(item: T) => ({ list: z.array(item), total: z.number(), page: z.number(), size: z.number() });

/** CouponOfferPage: the coupon.offers answer. */
export const couponOfferPageSchema: z.ZodType<CouponOfferPage> = z.object(paged(couponOfferSchema));

/** CouponInstancePage: the coupon.instances answer, a page of the member's coupons and how many they hold in each state. */
export const couponInstancePageSchema: z.ZodType<CouponInstancePage> = z.object({
  ...paged(couponInstanceSchema),
  counts: z.object({ UNUSED: z.number(), USED: z.number(), EXPIRED: z.number() }),
});
/** The coupon pages' contract types, named here for this module's tests. */
export type { CouponInstancePage, CouponOfferPage } from '@sme/shared/schemas/promotions';
