import type { Locale } from '@sme/shared/constants';
import type { Page, ProductCard, ProductListQuery } from '@sme/shared/schemas/catalogue';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cacheKey } from '../../../http/answer-cache';
import { merchants, productStats, products } from '../catalogue.tables';
import { productCardsByIds } from './product-cards';
import { effectiveSort, needsStats, productFilters, productOrder } from './product-filters';
import { highlightSegments } from '../search/highlight';
import { productSearch } from '../search/product-search';

/**
 * product.list (also /pl, /pmsList, /pmsSearch and product.byCategory), in three cheap steps:
 * - the page's ids, a narrow query that can walk an index for the default order and stop after one page
 *   (a count(*) OVER () would force every match to be joined and sorted first: ~50× slower on 5,000 rows);
 * - the total, a separate count that depends only on the filters, so every sort and page of one filter
 *   set shares it (callers may cache it by `totalKey`); a search in relevance order counts in its page query;
 * - the page's cards and tags, read by id.
 * A keyword makes it a search: matching rows only, the search rank as the default order, and the matched
 * parts of name and summary marked.
 */

/** Loads a total, possibly from a cache keyed by the filter set. */
export type TotalLoader = (key: string, count: () => Promise<number>) => Promise<number>;

const uncachedTotal: TotalLoader = (_key, count) => count();

/** The key of a query's total: everything that filters, nothing that orders or pages. */
export function totalKey(q: ProductListQuery): string {
  const { page: _page, size: _size, sort: _sort, ...filters } = q;
  return cacheKey('productTotal', { ...filters, keyword: q.keyword?.trim() || undefined });
}

/** The public page of products for a list query (isFavourite false; members get it overlaid). */
export async function listProducts(db: Database, locale: Locale, q: ProductListQuery, totals: TotalLoader = uncachedTotal): Promise<Page<ProductCard>> {
  const keyword = q.keyword?.trim() ?? '';
  const search = keyword ? productSearch(keyword) : null;
  const sort = effectiveSort(q.sort, search !== null);
  const where = and(productFilters(q), search?.where) as SQL;

  // A search in relevance order ranks every match before it can return a page, so the page's query counts them too
  // (count(*) over ()), instead of a second query matching them all again: at 100,000 products a common or misspelt
  // term took 100–200 ms per query. Any other order can stop after a page, so its total is counted apart.
  const countsMatches = search !== null && sort === 'relevance';
  const base = db
    .select({ id: products.id, ...(countsMatches ? { matches: sql<number>`count(*) over ()`.mapWith(Number) } : {}) })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .$dynamic();
  const joined = needsStats(sort) ? base.innerJoin(productStats, eq(productStats.productId, products.id)) : base;
  const pageQuery = joined
    .where(where)
    .orderBy(...productOrder(sort, q.priceMode, search?.rank))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const count = () => countProducts(db, where);
  const pageThenTotal = async () => {
    const page = await pageQuery;
    // No row (a page past the end) carries the count: then it is counted apart.
    return [page, await totals(totalKey(q), async () => page[0]?.matches ?? count())] as const;
  };
  const [rows, total] = countsMatches ? await pageThenTotal() : await Promise.all([pageQuery, totals(totalKey(q), count)]);

  const list = await productCardsByIds(
    db,
    locale,
    rows.map((r) => r.id),
  );
  if (search) {
    for (const card of list) {
      card.highlight = { name: highlightSegments(card.name, keyword), summary: card.summary === null ? null : highlightSegments(card.summary, keyword) };
    }
  }
  return { list, total, page: q.page, size: q.size };
}

/** How many public products match `where` (merchants joined). */
async function countProducts(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(merchants, eq(merchants.id, products.merchantId))
    .where(where);
  return row?.n ?? 0;
}
