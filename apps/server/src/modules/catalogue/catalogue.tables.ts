import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue data model: bilingual fields (…En / …Zh; Chinese content is written in
 * Traditional script, the Hong Kong norm, and converted per locale by the catalogue module), money as
 * integer minor units beside its ISO currency. The seed writes these; the catalogue module reads them.
 */

import type { DeliveryType } from '@sme/shared/delivery-types';

export type { DeliveryType };

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
    /** Shown in the marketplace's brand strip. */
    isFeaturedBrand: boolean().notNull().default(false),
    /** ACTIVE | HIDDEN */
    status: text().notNull().default('ACTIVE'),
    sort: integer().notNull().default(0),
    /** Names and description normalised for search (lower case, Chinese folded to one script); see catalogue/search. */
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchants_slug_idx').on(t.slug), index('merchants_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
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
    /** Base popularity (sales, editorial); tracking adds to it through product_stats. */
    popularity: integer().notNull().default(0),
    /** Names, descriptions, merchant and tag names normalised for search; see catalogue/search. */
    searchText: text().notNull().default(''),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_idx').on(t.code),
    index('products_merchant_idx').on(t.merchantId),
    // The list's default sorts and the category page read these in order (measured: page ids in ~2 ms on 5,000 products).
    index('products_status_published_idx').on(t.status, t.publishedAt.desc(), t.id),
    index('products_status_retail_idx').on(t.status, t.retailPriceMinor, t.id),
    index('products_status_wholesale_idx')
      .on(t.status, t.wholesalePriceMinor, t.id)
      .where(sql`${t.wholesalePriceMinor} IS NOT NULL`),
    index('products_category_status_published_idx').on(t.categoryId, t.status, t.publishedAt),
    // Every column the unfiltered total reads: an index-only scan instead of reading the wide rows, which at 100,000
    // products took most of that count's time.
    index('products_status_merchant_idx').on(t.status, t.merchantId, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Impression and click counters, apart from the wide product rows so that tracking updates stay cheap, and the
 * popularity score they make with products.popularity, stored so that the "popular" sort and a merchant's hot products
 * walk product_stats_score_idx instead of scoring and sorting the whole catalogue (100,000 products: 35–95 ms a page).
 * Every product has a row: triggers on products (migration 0019) insert it with the product and copy
 * products.popularity into `base` whenever it changes, in the writing statement's transaction.
 */
export const productStats = pgTable(
  'product_stats',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    impressions: bigint({ mode: 'number' }).notNull().default(0),
    clicks: bigint({ mode: 'number' }).notNull().default(0),
    /** products.popularity (the editorial / sales base), kept equal by the triggers of migration 0019. */
    base: integer().notNull().default(0),
    /**
     * The popularity score: base + clicks × 5 + impressions ÷ 20. A click (someone opened the product) is a strong
     * signal; an impression (the card was shown) is weak, and there are far more of them, so 20 impressions weigh a
     * fifth of a click — enough that what people look at rises, not enough that merely being listed on the first page
     * (more impressions) entrenches a product. Integer arithmetic keeps the order exact. Generated by the database, so
     * every write of the counters or the base updates it in the same statement.
     */
    score: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`"base" + "clicks" * 5 + "impressions" / 20`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_stats_score_idx').on(t.score.desc(), t.productId)],
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
  (t) => [
    uniqueIndex('contents_slug_idx').on(t.slug),
    index('contents_kind_published_idx').on(t.kind, t.publishedAt),
    index('contents_status_kind_published_idx').on(t.status, t.kind, t.publishedAt.desc()),
    index('contents_merchant_published_idx').on(t.merchantId, t.publishedAt.desc()),
  ],
);

/** Ads and banners by placement (MARKETPLACE_BANNER, MARKETPLACE_COLLECTION, HOME_BANNER, …), shown within their dates. */
export const ads = pgTable(
  'ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    placement: text().notNull(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    subtitleEn: text(),
    subtitleZh: text(),
    imageUrl: text().notNull(),
    /** A path inside the site (/pl?tag=gift) or an https URL. */
    linkUrl: text(),
    sort: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    /** ACTIVE | HIDDEN */
    status: text().notNull().default('ACTIVE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ads_placement_idx').on(t.placement, t.sort)],
);

/** Currencies the platform prices in or shows approximations in (the spec's currency property list). */
export const currencies = pgTable('currencies', {
  /** ISO 4217 code. */
  code: text().primaryKey(),
  nameEn: text().notNull(),
  nameZh: text().notNull(),
  /** Display symbol, e.g. HK$. */
  symbol: text().notNull(),
  /** Minor-unit digits (2 for HKD). */
  decimals: integer().notNull().default(2),
  sort: integer().notNull().default(0),
});

/** Exchange rates (spec: tarSymbol, currRate): 1 unit of baseSymbol = rate units of tarSymbol. Indicative only. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    baseSymbol: text().notNull(),
    tarSymbol: text().notNull(),
    /** Exact decimal, read as a string; never a float in storage. */
    rate: numeric({ precision: 20, scale: 10 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.baseSymbol, t.tarSymbol] })],
);

/** Special (wholesale) order requests from /specialOffer (spec section 3). */
export const specialOrders = pgTable(
  'special_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for a visitor's request. */
    memberId: uuid(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    merchantId: uuid().references(() => merchants.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    productCode: text(),
    specification: text(),
    quantity: integer().notNull(),
    customerName: text().notNull(),
    email: text().notNull(),
    /** E.164. */
    phone: text().notNull(),
    remark: text(),
    /** Locale the confirmation mail was written in. */
    locale: text().notNull(),
    /** NEW | QUOTED | DECLINED (quoted or declined in the back office). */
    status: text().notNull().default('NEW'),
    /** The quote the merchant sent (integer minor units of quoteCurrency), valid until quoteValidUntil. */
    quoteAmountMinor: bigint({ mode: 'number' }),
    quoteCurrency: text(),
    quoteValidUntil: date({ mode: 'string' }),
    quoteNote: text(),
    declineReason: text(),
    /** The staff member who quoted or declined, and when. */
    handledBy: uuid(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_orders_merchant_idx').on(t.merchantId, t.createdAt), index('special_orders_member_idx').on(t.memberId)],
);
