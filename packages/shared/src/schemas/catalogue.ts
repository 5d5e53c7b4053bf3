import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_IDS_PER_CALL, MAX_KEYWORD_LENGTH, MAX_PAGE_SIZE } from '../catalogue-limits';
import type { DeliveryType } from '../delivery-types';
import { text } from './fields';

/**
 * The catalogue's API contract: query rules enforced by the server and reused by the web to read
 * its URL state, and the shapes the server answers. Prices are integer minor units of `currency`.
 * Localised fields (name, summary, …) arrive already chosen for the request's locale, with fallback to the
 * other language when one is empty; zh_CN gets the Traditional source converted to Simplified.
 */

/** Product list orders. `relevance` only means something with a keyword (and is the default then). */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Which price a list filters and sorts by, and shows first. */
export const PRICE_MODES = ['retail', 'wholesale'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** Content kinds. */
export const CONTENT_KINDS = ['NEWS', 'ARTICLE', 'HELP'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What can be favourited. */
export const FAVOURITE_TARGETS = ['PRODUCT', 'MERCHANT'] as const;
export type FavouriteTarget = (typeof FAVOURITE_TARGETS)[number];

/** Ad placements the web asks for. */
export const AD_PLACEMENTS = ['MARKETPLACE_BANNER', 'MARKETPLACE_COLLECTION', 'HOME_BANNER'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

const uuid = z.uuid({ error: 'validation.idInvalid' });
/** "true"/"1" from a query string or form. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** page ≥ 1 (0 or negative is refused with 400); size capped at MAX_PAGE_SIZE. A page past the end answers an empty list. */
export const pageQuery = {
  page: z.coerce
    .number({ error: 'validation.pageInvalid' })
    .int({ error: 'validation.pageInvalid' })
    .min(1, { error: 'validation.pageInvalid' })
    .max(1_000_000)
    .default(1),
  size: z.coerce
    .number({ error: 'validation.pageInvalid' })
    .int({ error: 'validation.pageInvalid' })
    .min(1, { error: 'validation.pageInvalid' })
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
};

/** Price bounds in minor units of each product's own currency. */
const priceBound = z.coerce
  .number({ error: 'validation.priceInvalid' })
  .int({ error: 'validation.priceInvalid' })
  .min(0, { error: 'validation.priceInvalid' })
  .max(1e13);

/** GET product.list (also /pl, /pmsList, /pmsSearch): filters, sort, page; `keyword` turns it into a search. */
export const productListQuery = z
  .object({
    ...pageQuery,
    keyword: text().trim().max(MAX_KEYWORD_LENGTH, { error: 'validation.keywordTooLong' }).optional(),
    categoryId: uuid.optional(),
    tagId: uuid.optional(),
    merchantId: uuid.optional(),
    minPrice: priceBound.optional(),
    maxPrice: priceBound.optional(),
    /** Which price the bounds and price sorts use; `wholesale` also keeps only products with a wholesale price. */
    priceMode: z.enum(PRICE_MODES).default('retail'),
    inStock: flag.optional(),
    kind: z.enum(['PRODUCT', 'SERVICE']).optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { error: 'validation.priceRange', path: ['maxPrice'] });
export type ProductListQuery = z.infer<typeof productListQuery>;
/** product.list parameters as a client sends them (every one optional: the server has the defaults). */
export type ProductListParams = Partial<ProductListQuery>;

/** GET merchant.list (/mcList): verified-only filter, keyword search over names and descriptions. */
export const merchantListQuery = z.object({
  ...pageQuery,
  keyword: text().trim().max(MAX_KEYWORD_LENGTH, { error: 'validation.keywordTooLong' }).optional(),
  verified: flag.optional(),
  sort: z.enum(['recommended', 'newest', 'name']).default('recommended'),
});
export type MerchantListQuery = z.infer<typeof merchantListQuery>;
/** merchant.list parameters as a client sends them. */
export type MerchantListParams = Partial<MerchantListQuery>;

/** GET content.list (/newsList). */
export const contentListQuery = z.object({
  ...pageQuery,
  kind: z.enum(CONTENT_KINDS).optional(),
  merchantId: uuid.optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;
/** content.list parameters as a client sends them. */
export type ContentListParams = Partial<ContentListQuery>;

/** A comma-separated id list (query or form), at most MAX_IDS_PER_CALL distinct ids. */
export const idList = z
  .string()
  .trim()
  .min(1, { error: 'validation.idInvalid' })
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(uuid).min(1).max(MAX_IDS_PER_CALL));

/** Favourite add / remove / check body. */
export const favouriteInput = z.object({ targetType: z.enum(FAVOURITE_TARGETS), targetId: uuid });

/** POST specialOrder.create (/specialOffer). Phone is validated for its region like the account forms. */
export const specialOrderInput = z.object({
  productId: uuid.optional(),
  productName: text().trim().min(1).max(200),
  productCode: text().trim().max(64).optional(),
  specification: text().trim().max(200).optional(),
  quantity: z.coerce.number().int().min(1).max(1_000_000),
  customerName: text().trim().min(1).max(100),
  email: text()
    .trim()
    .min(1, { error: 'validation.emailEmpty' })
    .max(254)
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  /** ISO region of the phone (HK, CN, …) and the national or E.164 number. */
  regionCode: text().trim().length(2).default('HK'),
  phone: text().trim().min(1).max(32),
  remark: text().trim().max(500).optional(),
});
export type SpecialOrderInput = z.infer<typeof specialOrderInput>;

// ——— answers ———

/** A page of a list. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** A price in minor units of its currency. */
export interface PriceView {
  currency: string;
  retailMinor: number;
  /** Null when the product has no wholesale price. */
  wholesaleMinor: number | null;
  minWholesaleQty: number | null;
}

/** Text with the parts that matched a search marked, for highlighting without HTML. */
export type HighlightSegments = Array<{ text: string; match: boolean }>;

/** A small merchant reference inside product answers. */
export interface MerchantRef {
  id: string;
  name: string;
  logoUrl: string | null;
  isVerified: boolean;
}

/** A product in lists (cards). */
export interface ProductCard {
  id: string;
  code: string;
  kind: 'PRODUCT' | 'SERVICE';
  name: string;
  summary: string | null;
  imageUrl: string | null;
  price: PriceView;
  stock: number;
  deliveryTypes: DeliveryType[];
  merchant: MerchantRef;
  tags: TagView[];
  /** Only in search answers: the name and summary split into matched / unmatched parts. */
  highlight?: { name: HighlightSegments; summary: HighlightSegments | null };
  /** Only when the caller is signed in; false for visitors. */
  isFavourite: boolean;
}

/** A specification option of a product (e.g. Size: S, M, L), labelled in the request locale. */
export interface SpecOptionView {
  name: string;
  values: string[];
}

/** GET product.detail. */
export interface ProductDetail extends ProductCard {
  images: string[];
  specOptions: SpecOptionView[];
  /** Sanitised HTML. */
  descriptionHtml: string | null;
  termsHtml: string | null;
  category: { id: string; name: string; parent: { id: string; name: string } | null } | null;
  publishedAt: string;
  /** Up to 8 products of the same category or tags, never this one. */
  youMayLike: ProductCard[];
}

/** A tag. */
export interface TagView {
  id: string;
  slug: string;
  name: string;
}

/** A category; `children` only in the tree. */
export interface CategoryView {
  id: string;
  slug: string;
  name: string;
  icon: string | null;
  productCount: number;
  children?: CategoryView[];
}

/** A merchant in lists. */
export interface MerchantCard {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  isVerified: boolean;
  city: string | null;
  productCount: number;
  isFavourite: boolean;
}

/** GET merchant.detail (/merchant). */
export interface MerchantDetail extends MerchantCard {
  latestActivities: string | null;
  website: string | null;
  countryCode: string;
  /** The merchant's most popular products, at most 8. */
  hotProducts: ProductCard[];
  /** The merchant's latest news, at most 3. */
  latestNews: ContentCard[];
}

/** A content item in lists. */
export interface ContentCard {
  id: string;
  slug: string;
  kind: ContentKind;
  title: string;
  summary: string | null;
  coverUrl: string | null;
  publishedAt: string;
  merchant: MerchantRef | null;
}

/** GET content.detail (/contentD). */
export interface ContentDetail extends ContentCard {
  /** Sanitised HTML. */
  bodyHtml: string;
}

/** GET ads.list. */
export interface AdView {
  id: string;
  placement: string;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  linkUrl: string | null;
}

/** GET currency.list: one entry per currency, each with its rates (spec: tarSymbol, currRate as an exact decimal string). */
export interface CurrencyView {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
  rates: Array<{ tarSymbol: string; currRate: string }>;
}

/** GET favorite.check. */
export interface FavouriteCheck {
  targetType: FavouriteTarget;
  targetId: string;
  isFavourite: boolean;
}

/** POST specialOrder.create answer. */
export interface SpecialOrderCreated {
  id: string;
  /** The address the confirmation went to, masked (e***@example.hk). */
  confirmationSentTo: string;
}
