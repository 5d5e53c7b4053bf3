import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, contents, merchants, productTags, products, tags } from '../../modules/catalogue/catalogue.tables';
import { membershipPlans } from '../../modules/membership/membership.tables';
import { dictionaryEntries } from '../../modules/system/system.tables';
import { createTestApp } from '../../test/test-app';
import type { Database } from '../client';
import { runMigrations } from '../migrate';
import { runSeed } from '.';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
});

afterAll(async () => {
  await app?.close();
});

const TABLES = { merchants, products, categories, tags, productTags, contents, membershipPlans, dictionaryEntries };

async function counts(db: Database): Promise<Record<keyof typeof TABLES, number>> {
  const out = {} as Record<keyof typeof TABLES, number>;
  for (const [name, table] of Object.entries(TABLES) as Array<[keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]]>) {
    out[name] = (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  }
  return out;
}

describe('seed', () => {
  it('fills an empty database with the bilingual demo catalogue, plans and dictionaries', async () => {
    const c = await counts(app.db);
    expect(c.merchants).toBe(10);
    expect(c.products).toBe(30);
    expect(c.contents).toBe(8);
    expect(c.membershipPlans).toBe(3);
    expect(c.categories).toBeGreaterThanOrEqual(10);
    expect(c.tags).toBe(10);
    expect(c.productTags).toBeGreaterThan(30);
    expect(c.dictionaryEntries).toBeGreaterThan(40);

    const rows = await app.db.select().from(products);
    expect(rows.every((p) => p.nameEn && p.nameZh && Number.isInteger(p.retailPriceMinor) && p.images.length === 1)).toBe(true);
    expect(new Set(rows.map((p) => p.currency))).toEqual(new Set(['HKD', 'USD']));
    expect(rows.filter((p) => p.currency === 'HKD').length).toBeGreaterThan(rows.length / 2);
    const wholesale = rows.filter((p) => p.wholesalePriceMinor !== null);
    expect(wholesale.every((p) => (p.wholesalePriceMinor ?? 0) < p.retailPriceMinor && (p.minWholesaleQty ?? 0) > 1)).toBe(true);
    const verified = await app.db.select({ verified: merchants.isVerified, logo: merchants.logoUrl }).from(merchants);
    expect(verified.some((m) => m.verified) && verified.some((m) => !m.verified)).toBe(true);
    expect(verified.every((m) => m.logo?.startsWith('/static/media/'))).toBe(true);
    const tree = await app.db.select().from(categories);
    expect(tree.filter((c) => c.parentId === null).length).toBe(4);
  });

  it('does not duplicate anything on a second start, even with SEED=always', async () => {
    const before = await counts(app.db);
    const log = app.log;
    await runMigrations({ db: app.db, driver: process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite', description: 'test', close: async () => {} });
    await runSeed(app.db, { seed: 'auto', isProduction: false }, log);
    await runSeed(app.db, { seed: 'always', isProduction: false }, log);
    expect(await counts(app.db)).toEqual(before);
  });

  it('writes no demo data in production unless SEED=always', async () => {
    const empty = await createTestApp({ seed: 'auto', isProduction: true, env: 'production' });
    try {
      const c = await counts(empty.db);
      expect(c.merchants).toBe(0);
      // Reference data is not demo data: plans and dictionaries exist everywhere.
      expect(c.membershipPlans).toBe(3);
    } finally {
      await empty.close();
    }
  });
});
