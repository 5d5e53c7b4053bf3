import type { Locale } from '@sme/shared/constants';
import type { CategoryView } from '@sme/shared/schemas/catalogue';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, merchants, products } from '../catalogue.tables';
import { localised } from '../localise';
import { publicProducts } from '../products/product-filters';

/**
 * category.list and category.tree. The tree is small (tens of rows), so it is read whole and assembled in
 * memory; productCount counts the public products of a category and of everything below it, as the list
 * filtered by that category shows them.
 */

/** The category tree in the request locale: roots in their order, each with its children. */
export async function categoryTree(db: Database, locale: Locale): Promise<CategoryView[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.slug)),
    db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(merchants, eq(merchants.id, products.merchantId))
      .where(publicProducts)
      .groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, c.n]));
  const childrenOf = new Map<string | null, typeof rows>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);

  const build = (row: (typeof rows)[number], seen: Set<string>): CategoryView => {
    // A cycle cannot be written through the API, but a hand-edited row must not hang the server.
    const next = new Set(seen).add(row.id);
    const children = (childrenOf.get(row.id) ?? []).filter((c) => !next.has(c.id)).map((c) => build(c, next));
    const productCount = (own.get(row.id) ?? 0) + children.reduce((sum, c) => sum + c.productCount, 0);
    return { id: row.id, slug: row.slug, name: localised(locale, row.nameEn, row.nameZh) ?? row.slug, icon: row.icon, productCount, children };
  };
  return (childrenOf.get(null) ?? []).map((root) => build(root, new Set()));
}

/** The top-level categories only (no `children`), with the counts of their whole subtree. */
export async function topCategories(db: Database, locale: Locale): Promise<CategoryView[]> {
  return (await categoryTree(db, locale)).map(({ children: _children, ...root }) => root);
}

/** Whether a category exists. */
export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}
