import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { type ConsoleProductListView, type ConsoleProductRow, type ConsoleProductView, PRODUCT_STATUSES } from '@sme/shared/schemas/console-products';
import { z } from 'zod';

/** Zod mirrors of the console.product.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const rowFields = {
  id: z.string(),
  merchantId: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  currency: z.string(),
  retailPriceMinor: z.number(),
  stock: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
};

const rowSchema: z.ZodType<ConsoleProductRow> = z.object(rowFields);

/** console.product.list answer. */
export const consoleProductListSchema: z.ZodType<ConsoleProductListView> = z.object({
  list: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

const nullableText = z.string().nullable();

/** console.product.detail answer (and every change's). */
export const consoleProductSchema: z.ZodType<ConsoleProductView> = z.object({
  ...rowFields,
  categoryId: nullableText,
  tagIds: z.array(z.string()),
  summaryEn: nullableText,
  summaryZh: nullableText,
  descriptionEn: nullableText,
  descriptionZh: nullableText,
  termsEn: nullableText,
  termsZh: nullableText,
  images: z.array(z.string()),
  specOptions: z.array(z.object({ nameEn: z.string(), nameZh: z.string(), values: z.array(z.object({ en: z.string(), zh: z.string() })) })),
  wholesalePriceMinor: z.number().nullable(),
  minWholesaleQty: z.number().nullable(),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  createdAt: z.string(),
});

/** console.product.uploadImage answer. */
export const consoleProductImageSchema = z.object({ url: z.string() });
