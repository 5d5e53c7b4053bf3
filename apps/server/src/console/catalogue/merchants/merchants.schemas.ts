import { type ConsoleMerchantListView, type ConsoleMerchantRow, type ConsoleMerchantView, MERCHANT_STATUSES } from '@sme/shared/schemas/console-catalogue';
import { z } from 'zod';

/** Zod mirrors of the console.merchant.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const text = z.string().nullable();

const rowFields = {
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  logoUrl: text,
  countryCode: z.string(),
  city: text,
  isVerified: z.boolean(),
  isFeaturedBrand: z.boolean(),
  status: z.enum(MERCHANT_STATUSES),
  sort: z.number(),
  productCount: z.number(),
  updatedAt: z.string(),
};

const rowSchema: z.ZodType<ConsoleMerchantRow> = z.object(rowFields);

/** console.merchant.list answer. */
export const consoleMerchantListSchema: z.ZodType<ConsoleMerchantListView> = z.object({
  list: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** console.merchant.detail answer (and every change's). */
export const consoleMerchantSchema: z.ZodType<ConsoleMerchantView> = z.object({
  ...rowFields,
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  latestActivitiesEn: text,
  latestActivitiesZh: text,
  bannerUrl: text,
  website: text,
  createdAt: z.string(),
});
