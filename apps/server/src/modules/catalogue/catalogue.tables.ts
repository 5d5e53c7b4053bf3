import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue data model (issue 4): bilingual fields (…En / …Zh; Chinese content is written in
 * Traditional script, the Hong Kong norm, and converted per locale by the catalogue module), money as
 * integer minor units beside its ISO currency. The foundation seeds these; the catalogue issue extends them.
 */

/** Delivery types of spec section 4. */
export const DELIVERY_TYPES = ['HOME_DELIVERY', 'STORE_PICKUP', 'NONE', 'PICKUP_LOCKER'] as const;
/** One of DELIVERY_TYPES. */
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** A specification option of a product (e.g. size), each value bilingual. */
export interface SpecOption {
  nameEn: string;
  nameZh: string;
  values: Array<{ en: string; zh: string }>;
}

/** Merchants (suppliers and service providers). */
export const merchants = pgTable(
  'merchants',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameZh: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionZh: text().notNull(),
    latestActivitiesEn: text(),
    latestActivitiesZh: text(),
    logoUrl: text(),
    bannerUrl: text(),
    isVerified: boolean().notNull().default(false),
    countryCode: text().notNull().default('HK'),
    city: text(),
    website: text(),
    /** ACTIVE | HIDDEN */
    status: text().notNull().default('ACTIVE'),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchants_slug_idx').on(t.slug)],
);

/** Product categories as a tree (parentId null = top level). */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameZh: text().notNull(),
    icon: text(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

/** Tags attached to products. */
export const tags = pgTable(
  'tags',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameZh: text().notNull(),
  },
  (t) => [uniqueIndex('tags_slug_idx').on(t.slug)],
);

/** Products and services offered by merchants. */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    /** Merchant's product code (SKU), unique across the platform. */
    code: text().notNull(),
    /** PRODUCT | SERVICE */
    kind: text().notNull().default('PRODUCT'),
    nameEn: text().notNull(),
    nameZh: text().notNull(),
    summaryEn: text(),
    summaryZh: text(),
    /** Sanitised HTML. */
    descriptionEn: text(),
    descriptionZh: text(),
    termsEn: text(),
    termsZh: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    specOptions: jsonb().$type<SpecOption[]>().notNull().default([]),
    /** ISO 4217 base currency; the price columns are minor units of it. */
    currency: text().notNull(),
    retailPriceMinor: bigint({ mode: 'number' }).notNull(),
    wholesalePriceMinor: bigint({ mode: 'number' }),
    minWholesaleQty: integer(),
    stock: integer().notNull().default(0),
    deliveryTypes: jsonb().$type<DeliveryType[]>().notNull().default([]),
    /** ACTIVE | DRAFT | HIDDEN */
    status: text().notNull().default('ACTIVE'),
    popularity: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_idx').on(t.code),
    index('products_merchant_idx').on(t.merchantId),
    index('products_category_idx').on(t.categoryId),
    index('products_status_published_idx').on(t.status, t.publishedAt),
  ],
);

/** Product–tag links. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** Content: news, articles and help pages, with sanitised HTML bodies. */
export const contents = pgTable(
  'contents',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** NEWS | ARTICLE | HELP */
    kind: text().notNull(),
    slug: text().notNull(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    summaryEn: text(),
    summaryZh: text(),
    bodyEn: text().notNull(),
    bodyZh: text().notNull(),
    coverUrl: text(),
    merchantId: uuid().references(() => merchants.id, { onDelete: 'set null' }),
    /** PUBLISHED | DRAFT */
    status: text().notNull().default('PUBLISHED'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contents_slug_idx').on(t.slug), index('contents_kind_published_idx').on(t.kind, t.publishedAt)],
);
