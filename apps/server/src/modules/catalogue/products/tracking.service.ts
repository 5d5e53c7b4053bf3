import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { productStats, products } from '../catalogue.tables';

type Counter = 'impressions' | 'clicks';

/**
 * Add 1 to one counter of each listed product that exists and is ACTIVE, in ONE statement (insert the
 * stats row or bump it), and answer how many were counted. Unknown or hidden ids are skipped by the join,
 * not refused, so a stale page never errors. Rows are taken in id order so that concurrent batches lock
 * their stats rows in the same order and cannot deadlock.
 */
async function bump(db: Database, counter: Counter, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const one = sql<number>`1`;
  const zero = sql<number>`0`;
  const rows = await db
    .insert(productStats)
    // As SQL: drizzle's check of an insert's select counts the generated score among the columns to fill, while the
    // statement it writes (rightly) leaves it out; the fields below are the table's other columns, in its order.
    .select(
      db
        .select({
          productId: products.id,
          impressions: (counter === 'impressions' ? one : zero).as('impressions'),
          clicks: (counter === 'clicks' ? one : zero).as('clicks'),
          // Every product has its row already (see productStats); a row made here starts from the product's base all the same.
          base: products.popularity,
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(products)
        .where(and(inArray(products.id, [...ids]), eq(products.status, 'ACTIVE')))
        .orderBy(asc(products.id))
        .getSQL(),
    )
    .onConflictDoUpdate({
      target: productStats.productId,
      set: { [counter]: sql`${productStats[counter]} + 1`, updatedAt: sql`now()` },
    })
    .returning({ productId: productStats.productId });
  return rows.length;
}

/** Count one impression for each of `ids` (already deduplicated by the request schema); answers how many counted. */
export function recordImpressions(db: Database, ids: readonly string[]): Promise<number> {
  return bump(db, 'impressions', ids);
}

/** Count one click (the product was opened from a list); answers 1, or 0 for an unknown or hidden product. */
export function recordClick(db: Database, id: string): Promise<number> {
  return bump(db, 'clicks', [id]);
}
