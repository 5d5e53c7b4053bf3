import { z } from 'zod';
import { DELIVERY_TYPES, type DeliveryType } from '../delivery-types';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office products: the contract of the console.product.* operations. The console form validates
 * with these same schemas, so a rule (the wholesale pair, non-empty delivery types) is written once.
 */

/** Statuses a product can be saved in; only ACTIVE is public. */
export const PRODUCT_STATUSES = ['ACTIVE', 'DRAFT', 'HIDDEN'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Most images one product carries. */
export const MAX_PRODUCT_IMAGES = 10;
/** Longest description or terms HTML accepted (before sanitising). */
export const MAX_RICH_TEXT_LENGTH = 20_000;

/** Where a product image may come from: an uploaded product image, the platform's shipped media, or an https URL. */
export const PRODUCT_IMAGE_PATTERN = /^(\/media\/products\/[0-9a-f-]{36}\.webp|\/static\/media\/[A-Za-z0-9._-]+|https:\/\/\S+)$/;

const uuid = z.uuid({ error: 'validation.idInvalid' });
const name = text().trim().min(1).max(200);
const optionalText = (max: number) => text().trim().max(max).nullish();
const minor = z
  .number({ error: 'validation.priceInvalid' })
  .int({ error: 'validation.priceInvalid' })
  .min(0, { error: 'validation.priceInvalid' })
  .max(Number.MAX_SAFE_INTEGER);

const specOption = z.object({
  nameEn: name,
  nameZh: name,
  values: z.array(z.object({ en: name, zh: name })).min(1),
});

const productFields = z.object({
  /** Product code (SKU), unique across the platform. */
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' }),
  nameEn: name,
  nameZh: name,
  summaryEn: optionalText(500),
  summaryZh: optionalText(500),
  /** HTML; sanitised by the server on write. */
  descriptionEn: optionalText(MAX_RICH_TEXT_LENGTH),
  descriptionZh: optionalText(MAX_RICH_TEXT_LENGTH),
  termsEn: optionalText(MAX_RICH_TEXT_LENGTH),
  termsZh: optionalText(MAX_RICH_TEXT_LENGTH),
  categoryId: uuid.nullish(),
  tagIds: z.array(uuid).max(30).default([]),
  images: z
    .array(text().trim().regex(PRODUCT_IMAGE_PATTERN, { error: 'validation.imageInvalid' }))
    .max(MAX_PRODUCT_IMAGES)
    .default([]),
  specOptions: z.array(specOption).max(10).default([]),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3,4}$/, { error: 'validation.invalid' }),
  retailPriceMinor: minor,
  wholesalePriceMinor: minor.nullish(),
  minWholesaleQty: z.number().int().min(2).max(1_000_000).nullish(),
  stock: z.number().int().min(0).max(10_000_000),
  deliveryTypes: z
    .array(z.enum(DELIVERY_TYPES))
    .min(1, { error: 'validation.deliveryTypesRequired' })
    .transform((types) => [...new Set(types)]),
  status: z.enum(PRODUCT_STATUSES).default('DRAFT'),
});

/** A wholesale price needs its minimum quantity and the reverse: the cart could not apply one without the other. */
const wholesalePair = <T extends { wholesalePriceMinor?: number | null | undefined; minWholesaleQty?: number | null | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  const hasPrice = v.wholesalePriceMinor !== undefined && v.wholesalePriceMinor !== null;
  const hasQty = v.minWholesaleQty !== undefined && v.minWholesaleQty !== null;
  if (hasPrice && !hasQty) ctx.addIssue({ code: 'custom', path: ['minWholesaleQty'], message: 'validation.wholesalePair', input: v.minWholesaleQty });
  if (hasQty && !hasPrice) ctx.addIssue({ code: 'custom', path: ['wholesalePriceMinor'], message: 'validation.wholesalePair', input: v.wholesalePriceMinor });
};

/** The product form's values (what console.product.create and .update share). */
export const consoleProductForm = productFields.superRefine(wholesalePair);
export type ConsoleProductForm = z.input<typeof consoleProductForm>;

/** console.product.create: the form plus, for admins, the merchant (a merchant's staff always create for their own). */
export const consoleProductCreateInput = productFields.extend({ merchantId: uuid.optional() }).superRefine(wholesalePair);
export type ConsoleProductCreateInput = z.output<typeof consoleProductCreateInput>;

/** console.product.update: the whole form again for one product (its merchant does not change). */
export const consoleProductUpdateInput = productFields.extend({ id: uuid }).superRefine(wholesalePair);
export type ConsoleProductUpdateInput = z.output<typeof consoleProductUpdateInput>;

/** console.product.detail params, console.product.publish / unpublish body. */
export const consoleProductIdInput = z.object({ id: uuid });

/** console.product.setStock: the new stock count. */
export const consoleProductStockInput = z.object({ id: uuid, stock: z.number().int().min(0).max(10_000_000) });

/** console.product.list query: a search (name or code), a status, a category, a merchant (admins), one page. */
export const consoleProductListQuery = z.object({
  q: text().trim().max(64).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  categoryId: uuid.optional(),
  merchantId: uuid.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsoleProductListQuery = z.output<typeof consoleProductListQuery>;
/** The products list's filters and page as the console sends them. */
export type ConsoleProductListParams = ListQueryInput<typeof consoleProductListQuery>;

/** One spec option as the console edits it. */
export type ConsoleSpecOption = z.output<typeof specOption>;

/** A product as the console lists it. */
export interface ConsoleProductRow {
  id: string;
  merchantId: string;
  code: string;
  nameEn: string;
  nameZh: string;
  currency: string;
  retailPriceMinor: number;
  stock: number;
  status: ProductStatus;
  imageUrl: string | null;
  updatedAt: string;
}

/** A page of console products. */
export interface ConsoleProductListView {
  list: ConsoleProductRow[];
  total: number;
  page: number;
  size: number;
}

/** A product as the console edits it: every field of the form, with its merchant and tags. */
export interface ConsoleProductView extends ConsoleProductRow {
  categoryId: string | null;
  tagIds: string[];
  summaryEn: string | null;
  summaryZh: string | null;
  descriptionEn: string | null;
  descriptionZh: string | null;
  termsEn: string | null;
  termsZh: string | null;
  images: string[];
  specOptions: ConsoleSpecOption[];
  wholesalePriceMinor: number | null;
  minWholesaleQty: number | null;
  deliveryTypes: DeliveryType[];
  createdAt: string;
}

/** What an uploaded product image answers: the public URL to put in `images`. */
export interface ConsoleProductImageView {
  url: string;
}
