import type { Locale } from '@sme/shared/constants';
import type { ProductCard, ProductDetail } from '@sme/shared/schemas/catalogue';
import { type SQL, and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { categories, merchants, productStats, productTags, products } from '../catalogue.tables';
import { localised } from '../localise';
import { popularityScore } from './popularity';
import { type CardRow, cardColumns, productCardsByIds, tagsOfProducts, toProductCard } from './product-cards';
import { publicProducts } from './product-filters';

/** How many products the "you may like" list shows. */
export const YOU_MAY_LIKE_LIMIT = 8;

const parentCategories = alias(categories, 'parent_category');

/** product.detail: the public product with its images, options, sanitised texts, category and you-may-like list; null when not public. */
export async function productDetail(db: Database, locale: Locale, id: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      specOptions: products.specOptions,
      descriptionEn: products.descriptionEn,
      descriptionZh: products.descriptionZh,
      termsEn: products.termsEn,
      termsZh: products.termsZh,
      publishedAt: products.publishedAt,
      categoryId: categories.id,
      categoryNameEn: categories.nameEn,
      categoryNameZh: categories.nameZh,
      parentId: parentCategories.id,
      parentNameEn: parentCategories.nameEn,
      parentNameZh: parentCategories.nameZh,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(and(publicProducts, eq(products.id, id)));
  if (!row) return null;

  const [tagMap, youMayLike] = await Promise.all([tagsOfProducts(db, locale, [row.id]), similarProducts(db, locale, row.id, row.categoryId)]);
  const tags = tagMap.get(row.id) ?? [];
  const name = (en: string | null, zh: string | null) => localised(locale, en, zh) ?? '';
  return {
    ...toProductCard(locale, row as CardRow, tags),
    images: row.images,
    specOptions: row.specOptions.map((o) => ({ name: name(o.nameEn, o.nameZh), values: o.values.map((v) => name(v.en, v.zh)) })),
    descriptionHtml: localised(locale, row.descriptionEn, row.descriptionZh),
    termsHtml: localised(locale, row.termsEn, row.termsZh),
    category: row.categoryId
      ? {
          id: row.categoryId,
          name: name(row.categoryNameEn, row.categoryNameZh),
          parent: row.parentId ? { id: row.parentId, name: name(row.parentNameEn, row.parentNameZh) } : null,
        }
      : null,
    publishedAt: row.publishedAt.toISOString(),
    youMayLike,
  };
}

/**
 * Up to YOU_MAY_LIKE_LIMIT public products sharing the category or a tag, never the product itself:
 * same category first, then the most popular.
 */
async function similarProducts(db: Database, locale: Locale, productId: string, categoryId: string | null): Promise<ProductCard[]> {
  // Uncorrelated, so it is computed once (a hashed set), not once per candidate row as EXISTS would be under OR.
  const sharesTag = sql`${products.id} in (
    select theirs.product_id from ${productTags} mine join ${productTags} theirs on theirs.tag_id = mine.tag_id
    where mine.product_id = ${productId})`;
  // coalesce: a product without a category compares as null, which DESC would sort first.
  const sameCategory: SQL = categoryId ? sql`coalesce(${products.categoryId} = ${categoryId}, false)` : sql`false`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(productStats, eq(productStats.productId, products.id))
    .where(and(publicProducts, ne(products.id, productId), or(sameCategory, sharesTag)))
    // Without a category the first key would be the constant false, which PostgreSQL refuses in ORDER BY.
    .orderBy(...(categoryId ? [desc(sameCategory)] : []), desc(popularityScore), asc(products.id))
    .limit(YOU_MAY_LIKE_LIMIT);
  return productCardsByIds(
    db,
    locale,
    rows.map((r) => r.id),
  );
}
