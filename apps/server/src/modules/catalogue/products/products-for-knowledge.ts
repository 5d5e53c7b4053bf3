import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, merchants, products } from '../catalogue.tables';
import { publicProducts } from './product-filters';

/** A public product in both languages with its merchant and category names, as the assistant's knowledge index reads it. */
export interface KnowledgeProductRow {
  id: string;
  kind: string;
  nameEn: string;
  nameZh: string;
  summaryEn: string | null;
  summaryZh: string | null;
  merchantNameEn: string;
  merchantNameZh: string;
  categoryNameEn: string | null;
  categoryNameZh: string | null;
  currency: string;
  retailPriceMinor: number;
  wholesalePriceMinor: number | null;
  minWholesaleQty: number | null;
}

/** Public products (ACTIVE, of an ACTIVE merchant); only those of `ids` when given (a hidden or deleted id is absent). */
export async function productsForKnowledge(db: Database, ids?: readonly string[]): Promise<KnowledgeProductRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      kind: products.kind,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      summaryEn: products.summaryEn,
      summaryZh: products.summaryZh,
      merchantNameEn: merchants.nameEn,
      merchantNameZh: merchants.nameZh,
      categoryNameEn: categories.nameEn,
      categoryNameZh: categories.nameZh,
      currency: products.currency,
      retailPriceMinor: products.retailPriceMinor,
      wholesalePriceMinor: products.wholesalePriceMinor,
      minWholesaleQty: products.minWholesaleQty,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(publicProducts, ids ? inArray(products.id, [...ids]) : undefined))
    .orderBy(asc(products.id));
}

/** Ids of the products of these merchants (whatever their status): a merchant's change reaches its products' passages. */
export async function productIdsOfMerchants(db: Database, merchantIds: readonly string[]): Promise<string[]> {
  if (merchantIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.merchantId, [...merchantIds]));
  return rows.map((r) => r.id);
}

/** Ids of the products in these categories (a renamed category changes what their passages say). */
export async function productIdsOfCategories(db: Database, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.categoryId, [...categoryIds]));
  return rows.map((r) => r.id);
}
