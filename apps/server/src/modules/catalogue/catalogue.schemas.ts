import {
  type AdView,
  type CategoryView,
  type ContentCard,
  type ContentDetail,
  type CurrencyView,
  CONTENT_KINDS,
  type MerchantCard,
  type MerchantDetail,
  type MerchantRef,
  type ProductCard,
  type ProductDetail,
  type TagView,
} from '@sme/shared/schemas/catalogue';
import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { z } from 'zod';

/**
 * Zod mirrors of the contract's answer shapes (@sme/shared/schemas/catalogue), for route response schemas
 * and the OpenAPI document. Each is typed against its interface, so a shape drifting from the contract
 * fails the typecheck.
 */

const highlight = z.array(z.object({ text: z.string(), match: z.boolean() }));

/** MerchantRef. */
export const merchantRefSchema: z.ZodType<MerchantRef> = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isVerified: z.boolean(),
});

/** TagView. */
export const tagSchema: z.ZodType<TagView> = z.object({ id: z.string(), slug: z.string(), name: z.string() });

const productCardShape = {
  id: z.string(),
  code: z.string(),
  kind: z.enum(['PRODUCT', 'SERVICE']),
  name: z.string(),
  summary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.object({
    currency: z.string(),
    retailMinor: z.number().int(),
    wholesaleMinor: z.number().int().nullable(),
    minWholesaleQty: z.number().int().nullable(),
  }),
  stock: z.number().int(),
  deliveryTypes: z.array(z.enum(DELIVERY_TYPES)),
  merchant: merchantRefSchema,
  tags: z.array(tagSchema),
  highlight: z.object({ name: highlight, summary: highlight.nullable() }).optional(),
  isFavourite: z.boolean(),
};

/** ProductCard. */
export const productCardSchema: z.ZodType<ProductCard> = z.object(productCardShape);

/** ProductDetail. */
export const productDetailSchema: z.ZodType<ProductDetail> = z.object({
  ...productCardShape,
  images: z.array(z.string()),
  specOptions: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  descriptionHtml: z.string().nullable(),
  termsHtml: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), parent: z.object({ id: z.string(), name: z.string() }).nullable() }).nullable(),
  publishedAt: z.string(),
  youMayLike: z.array(productCardSchema),
});

/** CategoryView (children only in the tree). */
export const categorySchema: z.ZodType<CategoryView> = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  productCount: z.number().int(),
  get children() {
    return z.array(categorySchema).optional();
  },
});

const contentCardShape = {
  id: z.string(),
  slug: z.string(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
  merchant: merchantRefSchema.nullable(),
};

/** ContentCard. */
export const contentCardSchema: z.ZodType<ContentCard> = z.object(contentCardShape);

/** ContentDetail. */
export const contentDetailSchema: z.ZodType<ContentDetail> = z.object({ ...contentCardShape, bodyHtml: z.string() });

const merchantCardShape = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  isVerified: z.boolean(),
  city: z.string().nullable(),
  productCount: z.number().int(),
  isFavourite: z.boolean(),
};

/** MerchantCard. */
export const merchantCardSchema: z.ZodType<MerchantCard> = z.object(merchantCardShape);

/** MerchantDetail. */
export const merchantDetailSchema: z.ZodType<MerchantDetail> = z.object({
  ...merchantCardShape,
  latestActivities: z.string().nullable(),
  website: z.string().nullable(),
  countryCode: z.string(),
  hotProducts: z.array(productCardSchema),
  latestNews: z.array(contentCardSchema),
});

/** AdView. */
export const adSchema: z.ZodType<AdView> = z.object({
  id: z.string(),
  placement: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});

/** CurrencyView. */
export const currencySchema: z.ZodType<CurrencyView> = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  rates: z.array(z.object({ tarSymbol: z.string(), currRate: z.string() })),
});

/** Page<T> of an item schema. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
}

/** { list: T[] }. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
