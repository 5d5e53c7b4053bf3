import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchText } from '../../modules/catalogue';
import { productTags, products } from '../../modules/catalogue/catalogue.tables';
import { createTestApp } from '../../test/test-app';
import { seedBulkProducts } from './bulk-products';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
});

afterAll(async () => {
  await app?.close();
});

const bulkRows = () => app.db.select().from(products).where(like(products.code, 'BULK-%'));

describe('seedBulkProducts', () => {
  it('inserts the asked count of varied, searchable products, keeps the search index, and nothing more when run again', async () => {
    expect(await seedBulkProducts(app.db, 300)).toBe(300);
    const rows = await bulkRows();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((p) => p.merchantId)).size).toBeGreaterThan(5);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBeGreaterThan(5);
    expect(new Set(rows.map((p) => p.currency))).toEqual(new Set(['HKD', 'USD']));
    expect(rows.some((p) => p.wholesalePriceMinor !== null) && rows.some((p) => p.wholesalePriceMinor === null)).toBe(true);
    expect(rows.some((p) => p.stock === 0) && rows.some((p) => p.stock > 0)).toBe(true);
    expect(rows.every((p) => p.nameEn && p.nameZh && p.searchText !== '' && Number.isInteger(p.retailPriceMinor))).toBe(true);
    const [tagged] = await app.db
      .select({ n: sql<number>`count(distinct ${productTags.productId})::int` })
      .from(productTags)
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(like(products.code, 'BULK-%'));
    expect(tagged?.n).toBe(300);
    // Written as the rows are made; the back office's refresh must find nothing to change.
    const texts = new Map(rows.map((p) => [p.id, p.searchText]));
    await refreshSearchText(app.db);
    expect(new Map((await bulkRows()).map((p) => [p.id, p.searchText]))).toEqual(texts);
    const [index] = await app.db
      .execute<{ n: number }>(sql`select count(*)::int as n from pg_indexes where indexname = 'products_search_trgm_idx'`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(index?.n).toBe(1);

    expect(await seedBulkProducts(app.db, 300)).toBe(0);
    expect(await bulkRows()).toHaveLength(300);
  });
});
