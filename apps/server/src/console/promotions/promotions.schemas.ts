import {
  type ConsoleCouponOfferRow,
  type ConsoleCouponOfferUsageView,
  type ConsoleCouponOfferView,
  type ConsolePage,
  type ConsolePromoRow,
  type ConsolePromoUsageView,
  type ConsolePromoView,
  DISCOUNT_METHODS,
  PROMO_COUNT_MODES,
  PROMOTION_STATUSES,
} from '@sme/shared/schemas/console-promotions';
import { z } from 'zod';

/** Zod mirrors of the console.promo.* and console.couponOffer.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const text = z.string();
const nullableText = z.string().nullable();

const discountFields = {
  id: text,
  merchantId: nullableText,
  merchantName: nullableText,
  titleEn: text,
  titleZh: text,
  currency: text,
  method: z.enum(DISCOUNT_METHODS),
  valueMinor: z.number(),
  percentage: z.number(),
  validFrom: nullableText,
  validUntil: nullableText,
  status: z.enum(PROMOTION_STATUSES),
  updatedAt: text,
};

const products = z.array(z.object({ id: text, nameEn: text, nameZh: text }));

const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number(), page: z.number(), size: z.number() });

const promoRowFields = { ...discountFields, code: text, usageLimit: z.number().nullable(), perMemberLimit: z.number().nullable(), uses: z.number() };

/** console.promo.list answer. */
export const consolePromoListSchema: z.ZodType<ConsolePage<ConsolePromoRow>> = pageOf(z.object(promoRowFields));

/** console.promo.detail answer (and every change's). */
export const consolePromoSchema: z.ZodType<ConsolePromoView> = z.object({
  ...promoRowFields,
  per: z.enum(PROMO_COUNT_MODES),
  isForAll: z.boolean(),
  pidList: z.array(text),
  products,
  minSpendMinor: z.number(),
  createdAt: text,
});

const offerRowFields = {
  ...discountFields,
  isPublic: z.boolean(),
  claimCode: nullableText,
  totalQuantity: z.number().nullable(),
  issuedCount: z.number(),
  perMemberLimit: z.number(),
  validDays: z.number().nullable(),
};

/** console.couponOffer.list answer. */
export const consoleOfferListSchema: z.ZodType<ConsolePage<ConsoleCouponOfferRow>> = pageOf(z.object(offerRowFields));

/** console.couponOffer.detail answer (and every change's). */
export const consoleOfferSchema: z.ZodType<ConsoleCouponOfferView> = z.object({
  ...offerRowFields,
  isForAll: z.boolean(),
  pidList: z.array(text),
  products,
  createdAt: text,
});

/** console.promo.usage answer. */
export const consolePromoUsageSchema: z.ZodType<ConsolePromoUsageView> = z.object({
  id: text,
  code: text,
  currency: text,
  uses: z.number(),
  members: z.number(),
  discountTotalMinor: z.number(),
  orders: pageOf(z.object({ orderId: text, orderNo: nullableText, memberId: text, buyerName: nullableText, usedAt: text, discountMinor: z.number() })),
});

const amount = z.object({ currency: text, amountMinor: z.number() });

/** console.couponOffer.usage answer. */
export const consoleOfferUsageSchema: z.ZodType<ConsoleCouponOfferUsageView> = z.object({
  id: text,
  issued: z.number(),
  unused: z.number(),
  used: z.number(),
  expired: z.number(),
  discountTotals: z.array(amount),
  uses: pageOf(z.object({ instanceId: text, memberId: text, usedAt: nullableText, orderId: nullableText, orderNo: nullableText, discount: amount.nullable() })),
});
