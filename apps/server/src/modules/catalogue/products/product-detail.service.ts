import type { Locale } from '@sme/shared/constants';
import type { ProductCard, ProductDetail } from '@sme/shared/schemas/catalogue';
import { type SQL, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Db } from '../../../db/client';
import { preparedPerDb } from '../../../db/prepared';
import { categories, merchants, productStats, productTags, products } from '../catalogue.tables';
import { localised } from '../localise';
import { popularFirst } from './popularity';
import { type CardRow, cardColumns, productCardsByIds, tagsOfProducts, toProductCard } from './product-cards';
import { publicProducts } from './product-filters';

/** How many products the "you may like" list shows. */
export const YOU_MAY_LIKE_LIMIT = 8;

const parentCategories = alias(categories, 'parent_category');

/** A product id, checked before the query (built once: a zod schema costs more to build than to run). */
const productIdSchema = z.uuid();

const mainImageStatement = preparedPerDb((db) =>
  db
    .select({ image: sql<string | null>`${products.images} ->> 0` })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(and(publicProducts, eq(products.id, sql.placeholder('id'))))
    .prepare('product_main_image'),
);

/**
 * The picture a public product's page shows first and largest (its gallery's first image), or null (no such public
 * product, no picture, or not a product id): the page's HTML names it, so the browser fetches it with the scripts
 * rather than once they have run and asked for the product.
 */
export async function publicProductMainImage(db: Db, id: string | null): Promise<string | null> {
  if (!id || !productIdSchema.safeParse(id).success) return null;
  const [row] = await mainImageStatement(db).execute({ id });
  return row?.image ?? null;
}

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
      // For the you-may-like queries, which take them as values (see similarProducts), alongside the tags query.
      tagIds: sql<string[]>`array(select ${productTags.tagId}::text from ${productTags} where ${productTags.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(and(publicProducts, eq(products.id, id)));
  if (!row) return null;

  const [tagMap, youMayLike] = await Promise.all([tagsOfProducts(db, locale, [row.id]), similarProducts(db, locale, row.id, row.categoryId, row.tagIds)]);
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
 * same category first, then the most popular. Two queries run together, the category's most popular and the most
 * popular sharing a tag outside it: one query ordering by "same category" first had to score and sort every candidate
 * (100,000 products: a sequential scan, 80–170 ms). Category and tags are given as values, so the planner knows from
 * its statistics how common they are: walking product_stats_score_idx until a page is found for a common one, reading
 * the few products of a rare one.
 */
async function similarProducts(db: Database, locale: Locale, productId: string, categoryId: string | null, tagIds: string[]): Promise<ProductCard[]> {
  const mostPopular = (where: SQL | undefined) =>
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(merchants, eq(merchants.id, products.merchantId))
      .innerJoin(productStats, eq(productStats.productId, products.id))
      .where(and(publicProducts, ne(products.id, productId), where))
      .orderBy(popularFirst, asc(products.id))
      .limit(YOU_MAY_LIKE_LIMIT);
  const [sameCategory, otherSharingTag] = await Promise.all([
    categoryId ? mostPopular(eq(products.categoryId, categoryId)) : [],
    tagIds.length === 0
      ? []
      : mostPopular(
          and(
            inArray(products.id, db.select({ id: productTags.productId }).from(productTags).where(inArray(productTags.tagId, tagIds))),
            categoryId ? sql`${products.categoryId} is distinct from ${categoryId}` : undefined,
          ),
        ),
  ]);
  return productCardsByIds(
    db,
    locale,
    [...sameCategory, ...otherSharingTag].slice(0, YOU_MAY_LIKE_LIMIT).map((r) => r.id),
  );
}
