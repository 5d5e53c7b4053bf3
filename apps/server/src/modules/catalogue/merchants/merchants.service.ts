import type { Locale } from '@sme/shared/constants';
import type { MerchantCard, MerchantDetail, MerchantListQuery, MerchantRef, Page } from '@sme/shared/schemas/catalogue';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { merchants, productStats, products } from '../catalogue.tables';
import { latestMerchantNews } from '../content/content.service';
import { localised } from '../localise';
import { popularFirst } from '../products/popularity';
import { productCardsByIds } from '../products/product-cards';
import { publicProducts } from '../products/product-filters';
import { merchantSearch } from '../search/product-search';

/** Merchants: the /mcList list and search, the /merchant page, and small references for other answers. */

/** Hot products and latest news shown on a merchant page. */
export const HOT_PRODUCTS_LIMIT = 8;
export const LATEST_NEWS_LIMIT = 3;

const isPublic = eq(merchants.status, 'ACTIVE');
// Written with explicit names: drizzle leaves columns unqualified in single-table selects, and an unqualified
// "id" inside the subquery would mean the product's.
const productCount = sql<number>`(select count(*)::int from products p where p.merchant_id = "merchants"."id" and p.status = 'ACTIVE')`;

const merchantColumns = {
  id: merchants.id,
  slug: merchants.slug,
  nameEn: merchants.nameEn,
  nameZh: merchants.nameZh,
  descriptionEn: merchants.descriptionEn,
  descriptionZh: merchants.descriptionZh,
  logoUrl: merchants.logoUrl,
  bannerUrl: merchants.bannerUrl,
  isVerified: merchants.isVerified,
  city: merchants.city,
  productCount,
};

interface MerchantRow {
  id: string;
  slug: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  isVerified: boolean;
  city: string | null;
  productCount: number;
}

function toCard(locale: Locale, r: MerchantRow): MerchantCard {
  return {
    id: r.id,
    slug: r.slug,
    name: localised(locale, r.nameEn, r.nameZh) ?? r.slug,
    description: localised(locale, r.descriptionEn, r.descriptionZh) ?? '',
    logoUrl: r.logoUrl,
    bannerUrl: r.bannerUrl,
    isVerified: r.isVerified,
    city: r.city,
    productCount: r.productCount,
    isFavourite: false,
  };
}

function merchantOrder(sort: MerchantListQuery['sort'], locale: Locale, rank: SQL | undefined): SQL[] {
  const tieBreak = asc(merchants.id);
  switch (sort) {
    case 'newest':
      return [desc(merchants.createdAt), tieBreak];
    case 'name':
      return [asc(locale === 'en_US' ? merchants.nameEn : merchants.nameZh), tieBreak];
    case 'recommended':
      // With a keyword the best match leads; then featured brands (the marketplace's brand strip reads the
      // head of this order), then verified merchants, each in the order the platform curates.
      return [...(rank ? [desc(rank)] : []), desc(merchants.isFeaturedBrand), desc(merchants.isVerified), asc(merchants.sort), tieBreak];
  }
}

/** merchant.list: public merchants, optionally verified only or matching a keyword. */
export async function listMerchants(db: Database, locale: Locale, q: MerchantListQuery): Promise<Page<MerchantCard>> {
  const keyword = q.keyword?.trim() ?? '';
  const search = keyword ? merchantSearch(keyword) : null;
  const where = and(isPublic, q.verified ? eq(merchants.isVerified, true) : undefined, search?.where) as SQL;
  const offset = (q.page - 1) * q.size;
  const rows = await db
    .select({ ...merchantColumns, total: sql<number>`(count(*) over ())::int` })
    .from(merchants)
    .where(where)
    .orderBy(...merchantOrder(q.sort, locale, search?.rank))
    .limit(q.size)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0)
    total =
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(merchants)
          .where(where)
      )[0]?.n ?? 0;
  return { list: rows.map((r) => toCard(locale, r)), total, page: q.page, size: q.size };
}

/** merchant.detail: the public merchant with its hot products and latest news; null when not public. */
export async function merchantDetail(db: Database, locale: Locale, id: string): Promise<MerchantDetail | null> {
  const [row] = await db
    .select({
      ...merchantColumns,
      latestActivitiesEn: merchants.latestActivitiesEn,
      latestActivitiesZh: merchants.latestActivitiesZh,
      website: merchants.website,
      countryCode: merchants.countryCode,
    })
    .from(merchants)
    .where(and(isPublic, eq(merchants.id, id)));
  if (!row) return null;
  const [hotRows, latestNews] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(merchants, eq(merchants.id, products.merchantId))
      .innerJoin(productStats, eq(productStats.productId, products.id))
      .where(and(publicProducts, eq(products.merchantId, id)))
      .orderBy(popularFirst, asc(products.id))
      .limit(HOT_PRODUCTS_LIMIT),
    latestMerchantNews(db, locale, id, LATEST_NEWS_LIMIT),
  ]);
  return {
    ...toCard(locale, row),
    latestActivities: localised(locale, row.latestActivitiesEn, row.latestActivitiesZh),
    website: row.website,
    countryCode: row.countryCode,
    hotProducts: await productCardsByIds(
      db,
      locale,
      hotRows.map((r) => r.id),
    ),
    latestNews,
  };
}

/** Cards of the public merchants among `ids`, in the order of `ids`. */
export async function merchantCardsByIds(db: Database, locale: Locale, ids: string[]): Promise<MerchantCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(merchantColumns)
    .from(merchants)
    .where(and(isPublic, inArray(merchants.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toCard(locale, r)] : [];
  });
}

/** store.byIds: small references of the public merchants among `ids`, in the order of `ids`. */
export async function merchantRefsByIds(db: Database, locale: Locale, ids: string[]): Promise<MerchantRef[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: merchants.id, nameEn: merchants.nameEn, nameZh: merchants.nameZh, logoUrl: merchants.logoUrl, isVerified: merchants.isVerified })
    .from(merchants)
    .where(and(isPublic, inArray(merchants.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, name: localised(locale, r.nameEn, r.nameZh) ?? '', logoUrl: r.logoUrl, isVerified: r.isVerified }] : [];
  });
}
