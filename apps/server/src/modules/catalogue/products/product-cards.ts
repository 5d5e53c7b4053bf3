import type { Locale } from '@sme/shared/constants';
import type { ProductCard, TagView } from '@sme/shared/schemas/catalogue';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { merchants, productTags, products, tags } from '../catalogue.tables';
import { localised } from '../localise';
import { publicProducts } from './product-filters';

/**
 * Product rows → ProductCard answers. The page query selects `cardColumns` (the product with its merchant
 * joined), then the tags of the whole page come in one query: two round trips whatever the page size.
 */

/** Columns a card needs, for `db.select(cardColumns).from(products).innerJoin(merchants, …)`. */
export const cardColumns = {
  id: products.id,
  code: products.code,
  kind: products.kind,
  nameEn: products.nameEn,
  nameZh: products.nameZh,
  summaryEn: products.summaryEn,
  summaryZh: products.summaryZh,
  images: products.images,
  currency: products.currency,
  retailPriceMinor: products.retailPriceMinor,
  wholesalePriceMinor: products.wholesalePriceMinor,
  minWholesaleQty: products.minWholesaleQty,
  stock: products.stock,
  deliveryTypes: products.deliveryTypes,
  merchantId: merchants.id,
  merchantNameEn: merchants.nameEn,
  merchantNameZh: merchants.nameZh,
  merchantLogoUrl: merchants.logoUrl,
  merchantIsVerified: merchants.isVerified,
};

/** A row selected with cardColumns. */
export interface CardRow {
  id: string;
  code: string;
  kind: string;
  nameEn: string;
  nameZh: string;
  summaryEn: string | null;
  summaryZh: string | null;
  images: string[];
  currency: string;
  retailPriceMinor: number;
  wholesalePriceMinor: number | null;
  minWholesaleQty: number | null;
  stock: number;
  deliveryTypes: DeliveryType[];
  merchantId: string;
  merchantNameEn: string;
  merchantNameZh: string;
  merchantLogoUrl: string | null;
  merchantIsVerified: boolean;
}

/** Localised tags of each product, in one query for all of them. */
export async function tagsOfProducts(db: Database, locale: Locale, productIds: string[]): Promise<Map<string, TagView[]>> {
  const out = new Map<string, TagView[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ productId: productTags.productId, id: tags.id, slug: tags.slug, nameEn: tags.nameEn, nameZh: tags.nameZh })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, productIds))
    .orderBy(asc(tags.slug));
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push({ id: r.id, slug: r.slug, name: localised(locale, r.nameEn, r.nameZh) ?? r.slug });
    out.set(r.productId, list);
  }
  return out;
}

/** One card, localised; isFavourite false (members get it overlaid afterwards). */
export function toProductCard(locale: Locale, row: CardRow, tagList: TagView[]): ProductCard {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'SERVICE' ? 'SERVICE' : 'PRODUCT',
    name: localised(locale, row.nameEn, row.nameZh) ?? row.code,
    summary: localised(locale, row.summaryEn, row.summaryZh),
    imageUrl: row.images[0] ?? null,
    price: {
      currency: row.currency,
      retailMinor: Number(row.retailPriceMinor),
      wholesaleMinor: row.wholesalePriceMinor === null ? null : Number(row.wholesalePriceMinor),
      minWholesaleQty: row.wholesalePriceMinor === null ? null : row.minWholesaleQty,
    },
    stock: row.stock,
    deliveryTypes: row.deliveryTypes,
    merchant: {
      id: row.merchantId,
      name: localised(locale, row.merchantNameEn, row.merchantNameZh) ?? '',
      logoUrl: row.merchantLogoUrl,
      isVerified: row.merchantIsVerified,
    },
    tags: tagList,
    isFavourite: false,
  };
}

/** Cards for rows, in the rows' order, with their tags fetched in one query. */
export async function productCards(db: Database, locale: Locale, rows: CardRow[]): Promise<ProductCard[]> {
  const tagMap = await tagsOfProducts(
    db,
    locale,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProductCard(locale, r, tagMap.get(r.id) ?? []));
}

/** Cards of the public products among `ids`, in the order of `ids` (hidden or unknown ids are left out). */
export async function productCardsByIds(db: Database, locale: Locale, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(publicProducts, inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r as CardRow]));
  return productCards(
    db,
    locale,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
