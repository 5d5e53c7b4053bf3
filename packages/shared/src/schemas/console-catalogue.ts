import { z } from 'zod';
import { AD_PLACEMENTS, type AdPlacement } from './catalogue';
import { PRODUCT_IMAGE_PATTERN } from './console-products';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office catalogue (admins only): merchants, categories, tags, ads and exchange rates. The console
 * forms validate with these same schemas, so each field rule is written once.
 */

/** Statuses of a merchant and of an ad; only ACTIVE is public. */
export const MERCHANT_STATUSES = ['ACTIVE', 'HIDDEN'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
export const AD_STATUSES = MERCHANT_STATUSES;
export type AdStatus = MerchantStatus;

/** Where an ad link may point: a path of this site (one leading slash, so not //host) or an https URL. Never javascript: or data:. */
export const AD_LINK_PATTERN = /^(\/(?![/\\])[^\s\\]*|https:\/\/[^\s/\\]+[^\s\\]*)$/;
/** A merchant's website: an http or https address. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/\\]+[^\s\\]*$/;
/** An exchange rate: a positive exact decimal with at most 10 integer and 10 fractional digits (the column is numeric(20,10)). */
export const RATE_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,10})?$/;
/** URL slugs: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const uuid = z.uuid({ error: 'validation.idInvalid' });
const name = text().trim().min(1).max(200);
const slug = text().trim().min(1).max(80).regex(SLUG_PATTERN, { error: 'validation.slugInvalid' });
const optionalText = (max: number) => text().trim().max(max).nullish();
const image = text().trim().regex(PRODUCT_IMAGE_PATTERN, { error: 'validation.imageInvalid' });
const sort = z.number().int().min(0).max(1_000_000).default(0);
const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3,4}$/, { error: 'validation.currencyUnknown' });

/** The id of one row (detail params, delete body). */
export const consoleCatalogueIdInput = z.object({ id: uuid });

// ── merchants ────────────────────────────────────────────────────────────────

/** The merchant form (console.merchant.create; .update adds the id). Descriptions are plain text. */
export const consoleMerchantForm = z.object({
  slug,
  nameEn: name,
  nameZh: name,
  descriptionEn: text().trim().max(5_000).default(''),
  descriptionZh: text().trim().max(5_000).default(''),
  latestActivitiesEn: optionalText(2_000),
  latestActivitiesZh: optionalText(2_000),
  logoUrl: image.nullish(),
  bannerUrl: image.nullish(),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'validation.countryInvalid' })
    .default('HK'),
  city: optionalText(100),
  website: text().trim().max(300).regex(WEBSITE_PATTERN, { error: 'validation.websiteInvalid' }).nullish(),
  isVerified: z.boolean().default(false),
  isFeaturedBrand: z.boolean().default(false),
  status: z.enum(MERCHANT_STATUSES).default('ACTIVE'),
  sort,
});
export type ConsoleMerchantForm = z.input<typeof consoleMerchantForm>;
export type ConsoleMerchantCreateInput = z.output<typeof consoleMerchantForm>;

/** console.merchant.update: the whole form again for one merchant. */
export const consoleMerchantUpdateInput = consoleMerchantForm.extend({ id: uuid });
export type ConsoleMerchantUpdateInput = z.output<typeof consoleMerchantUpdateInput>;

/** console.merchant.list query: a search (name or slug), status, verified, one page. */
export const consoleMerchantListQuery = z.object({
  q: text().trim().max(64).optional(),
  status: z.enum(MERCHANT_STATUSES).optional(),
  verified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page,
  size,
});
export type ConsoleMerchantListQuery = z.output<typeof consoleMerchantListQuery>;
/** The merchants list's filters and page as the console sends them (verified as "true" / "false"). */
export type ConsoleMerchantListParams = ListQueryInput<typeof consoleMerchantListQuery>;

/** A merchant as the console lists it. */
export interface ConsoleMerchantRow {
  id: string;
  slug: string;
  nameEn: string;
  nameZh: string;
  logoUrl: string | null;
  countryCode: string;
  city: string | null;
  isVerified: boolean;
  isFeaturedBrand: boolean;
  status: MerchantStatus;
  sort: number;
  /** Products of any status. */
  productCount: number;
  updatedAt: string;
}

/** A merchant as the console edits it. */
export interface ConsoleMerchantView extends ConsoleMerchantRow {
  descriptionEn: string;
  descriptionZh: string;
  latestActivitiesEn: string | null;
  latestActivitiesZh: string | null;
  bannerUrl: string | null;
  website: string | null;
  createdAt: string;
}

/** A page of console merchants. */
export interface ConsoleMerchantListView {
  list: ConsoleMerchantRow[];
  total: number;
  page: number;
  size: number;
}

// ── categories and tags ──────────────────────────────────────────────────────

/** A category icon: an image (as product images) or a short symbol such as an emoji. */
const icon = z
  .string()
  .trim()
  .max(300)
  .refine((v) => PRODUCT_IMAGE_PATTERN.test(v) || [...v].length <= 4, { error: 'validation.iconInvalid' })
  .nullish();

/** The category form (console.category.create; .update adds the id). No parent = top level. */
export const consoleCategoryForm = z.object({ parentId: uuid.nullish(), slug, nameEn: name, nameZh: name, icon, sort });
export type ConsoleCategoryForm = z.input<typeof consoleCategoryForm>;
export type ConsoleCategoryCreateInput = z.output<typeof consoleCategoryForm>;
export const consoleCategoryUpdateInput = consoleCategoryForm.extend({ id: uuid });
export type ConsoleCategoryUpdateInput = z.output<typeof consoleCategoryUpdateInput>;

/** A category in the console's tree, with both names and the products (any status) filed directly under it. */
export interface ConsoleCategoryNode {
  id: string;
  parentId: string | null;
  slug: string;
  nameEn: string;
  nameZh: string;
  icon: string | null;
  sort: number;
  productCount: number;
  children: ConsoleCategoryNode[];
}

/** The tag form (console.tag.create; .update adds the id). */
export const consoleTagForm = z.object({ slug, nameEn: name, nameZh: name });
export type ConsoleTagForm = z.input<typeof consoleTagForm>;
export type ConsoleTagCreateInput = z.output<typeof consoleTagForm>;
export const consoleTagUpdateInput = consoleTagForm.extend({ id: uuid });
export type ConsoleTagUpdateInput = z.output<typeof consoleTagUpdateInput>;

/** A tag as the console lists it, with the number of products carrying it. */
export interface ConsoleTagView {
  id: string;
  slug: string;
  nameEn: string;
  nameZh: string;
  productCount: number;
}

// ── ads ──────────────────────────────────────────────────────────────────────

const dateTime = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' });

const adFields = z.object({
  placement: z.enum(AD_PLACEMENTS),
  titleEn: name,
  titleZh: name,
  subtitleEn: optionalText(300),
  subtitleZh: optionalText(300),
  imageUrl: image,
  linkUrl: text().trim().max(500).regex(AD_LINK_PATTERN, { error: 'validation.linkInvalid' }).nullish(),
  sort,
  startsAt: dateTime.nullish(),
  endsAt: dateTime.nullish(),
  status: z.enum(AD_STATUSES).default('ACTIVE'),
});

/** An ad with both dates must end after it starts (reported on endsAt). */
const endAfterStart = (v: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }, ctx: z.RefinementCtx) => {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.endAfterStart', input: v.endsAt });
  }
};

/** The ad form (console.ad.create). */
export const consoleAdForm = adFields.superRefine(endAfterStart);
export type ConsoleAdForm = z.input<typeof consoleAdForm>;
export type ConsoleAdCreateInput = z.output<typeof consoleAdForm>;
/** console.ad.update: the whole form again for one ad. */
export const consoleAdUpdateInput = adFields.extend({ id: uuid }).superRefine(endAfterStart);
export type ConsoleAdUpdateInput = z.output<typeof consoleAdUpdateInput>;

/** console.ad.list query: one placement, or all. */
export const consoleAdListQuery = z.object({ placement: z.enum(AD_PLACEMENTS).optional() });

/** An ad as the console lists and edits it. */
export interface ConsoleAdView {
  id: string;
  placement: AdPlacement;
  titleEn: string;
  titleZh: string;
  subtitleEn: string | null;
  subtitleZh: string | null;
  imageUrl: string;
  linkUrl: string | null;
  sort: number;
  startsAt: string | null;
  endsAt: string | null;
  status: AdStatus;
  createdAt: string;
}

// ── exchange rates ───────────────────────────────────────────────────────────

/** console.rate.set: 1 baseSymbol = rate tarSymbol, the rate an exact positive decimal string (never a float). */
export const consoleRateInput = z
  .object({
    baseSymbol: currencyCode,
    tarSymbol: currencyCode,
    rate: z
      .string({ error: 'validation.rateInvalid' })
      .trim()
      .regex(RATE_PATTERN, { error: 'validation.rateInvalid' })
      .refine((v) => /[1-9]/.test(v), { error: 'validation.rateInvalid' }),
  })
  .superRefine((v, ctx) => {
    if (v.baseSymbol === v.tarSymbol) ctx.addIssue({ code: 'custom', path: ['tarSymbol'], message: 'validation.currencySame', input: v.tarSymbol });
  });
export type ConsoleRateInput = z.output<typeof consoleRateInput>;

/** A currency of the property list, with both names. */
export interface ConsoleCurrencyView {
  code: string;
  nameEn: string;
  nameZh: string;
  symbol: string;
  decimals: number;
}

/** One published rate: 1 baseSymbol = rate tarSymbol. */
export interface ConsoleRateView {
  baseSymbol: string;
  tarSymbol: string;
  /** Exact decimal, trailing zeros dropped. */
  rate: string;
  updatedAt: string;
}

/** console.rate.list answer. */
export interface ConsoleRatesView {
  currencies: ConsoleCurrencyView[];
  rates: ConsoleRateView[];
}
