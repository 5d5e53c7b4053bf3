import type { ContentCard, Page } from '@sme/shared/schemas/catalogue';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers } from '../../modules/booking/booking.tables';
import { ads, categories, contents, currencies, exchangeRates, merchants, productTags, products, tags } from '../../modules/catalogue/catalogue.tables';
import { membershipPlans } from '../../modules/membership/membership.tables';
import { dictionaryEntries } from '../../modules/system/system.tables';
import { getter } from '../../modules/catalogue/catalogue.test-kit';
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

const TABLES = { merchants, products, categories, tags, productTags, contents, ads, currencies, exchangeRates, membershipPlans, dictionaryEntries, advisers };

async function counts(db: Database): Promise<Record<keyof typeof TABLES, number>> {
  const out = {} as Record<keyof typeof TABLES, number>;
  for (const [name, table] of Object.entries(TABLES) as Array<[keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]]>) {
    out[name] = (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  }
  return out;
}

/** The SVG a seeded media URL serves. */
async function mediaOf(url: string | null | undefined): Promise<string> {
  expect(url).toMatch(/^\/static\/media\/[a-z0-9-]+\.svg$/);
  const res = await app.inject({ url: url ?? '' });
  expect(res.statusCode, url ?? '').toBe(200);
  return res.body;
}

describe('seed', () => {
  it('fills an empty database with the bilingual demo catalogue, plans and dictionaries', async () => {
    const c = await counts(app.db);
    expect(c.merchants).toBe(10);
    expect(c.products).toBe(30);
    expect(c.contents).toBe(22);
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

  it('seeds help pages, featured brands, ads by placement and searchable text', async () => {
    const help = await app.db
      .select()
      .from(contents)
      .where(sql`${contents.kind} = 'HELP'`);
    expect(help).toHaveLength(2);
    const brands = await app.db
      .select()
      .from(merchants)
      .where(sql`${merchants.isFeaturedBrand}`);
    expect(brands.length).toBeGreaterThanOrEqual(5);
    const seededAds = await app.db.select().from(ads);
    const byPlacement = (p: string) => seededAds.filter((a) => a.placement === p);
    expect(byPlacement('MARKETPLACE_BANNER')).toHaveLength(3);
    expect(byPlacement('MARKETPLACE_COLLECTION')).toHaveLength(4);
    expect(byPlacement('HOME_BANNER').length).toBeGreaterThanOrEqual(1);
    expect(seededAds.every((a) => a.titleEn && a.titleZh && a.subtitleEn && a.subtitleZh && a.imageUrl.startsWith('/static/media/ad-'))).toBe(true);
    // Collections open the product list filtered by a real tag or category.
    const tagIds = new Set((await app.db.select({ id: tags.id }).from(tags)).map((t) => t.id));
    const categoryIds = new Set((await app.db.select({ id: categories.id }).from(categories)).map((c) => c.id));
    for (const a of byPlacement('MARKETPLACE_COLLECTION')) {
      const link = new URL(a.linkUrl ?? '', 'http://x');
      expect(link.pathname).toBe('/pl');
      const tagId = link.searchParams.get('tagId');
      expect(tagId ? tagIds.has(tagId) : categoryIds.has(link.searchParams.get('categoryId') ?? '')).toBe(true);
    }
    const [unsearchable] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.searchText} = ''`);
    expect(unsearchable?.n).toBe(0);
  });

  it('draws each product as a wordless picture of an object of its category, a different one per product of a category', async () => {
    const rows = await app.db
      .select({ code: products.code, image: products.images, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    expect(rows).toHaveLength(30);
    const scenes = new Map<string, string[]>();
    for (const row of rows) {
      const svg = await mediaOf(row.image[0]);
      expect(svg, row.code).not.toMatch(/<text|<tspan|<foreignObject/);
      const scene = /data-scene="([^"]+)\/(\d+)"/.exec(svg);
      expect(scene?.[1], row.code).toBe(row.category);
      scenes.set(row.category, [...(scenes.get(row.category) ?? []), svg]);
    }
    expect(scenes.size).toBe(11);
    for (const [category, pictures] of scenes) expect(new Set(pictures).size, category).toBe(pictures.length);
  });

  it('gives every merchant a same-size logo mark with its monogram, and wordless banners and news covers', async () => {
    const rows = await app.db.select({ nameEn: merchants.nameEn, logo: merchants.logoUrl, banner: merchants.bannerUrl }).from(merchants);
    const logos = await Promise.all(rows.map((m) => mediaOf(m.logo)));
    expect(new Set(logos.map((svg) => /viewBox="[^"]+"/.exec(svg)?.[0]))).toEqual(new Set(['viewBox="0 0 256 256"']));
    rows.forEach((m, i) =>
      expect(logos[i]).toContain(
        `>${m.nameEn
          .split(' ')
          .slice(0, 2)
          .map((w) => w[0])
          .join('')}</text>`,
      ),
    );
    expect(new Set(logos).size).toBe(rows.length);
    const covers = await app.db
      .select({ cover: contents.coverUrl })
      .from(contents)
      .where(sql`${contents.kind} <> 'HELP'`);
    for (const url of [...rows.map((m) => m.banner), ...covers.map((c) => c.cover)]) expect(await mediaOf(url)).not.toContain('<text');
  });

  it('seeds at least twelve news items and six articles, each in English, Simplified and Hong Kong Traditional Chinese', async () => {
    const get = getter(app);
    const list = async (locale: string) =>
      (await get<Page<ContentCard>>('/api/v1/content/list', { size: 50 }, { locale })).data?.list.filter((c) => c.kind !== 'HELP') ?? [];
    const [en, cn, hk] = await Promise.all([list('en-US'), list('zh-CN'), list('zh-HK')]);
    expect(en.filter((c) => c.kind === 'NEWS').length).toBeGreaterThanOrEqual(12);
    expect(en.filter((c) => c.kind === 'ARTICLE').length).toBeGreaterThanOrEqual(6);
    const stored = new Map((await app.db.select().from(contents)).map((c) => [c.id, c]));
    const cjk = /\p{Script=Han}/u;
    for (const [i, item] of en.entries()) {
      const row = stored.get(item.id);
      expect(item.title, item.id).toBe(row?.titleEn);
      expect(item.title).not.toMatch(cjk);
      // Hong Kong readers get the stored Traditional text; mainland readers its Simplified conversion.
      expect(hk[i]).toMatchObject({ id: item.id, title: row?.titleZh, summary: row?.summaryZh });
      expect(cn[i]?.id).toBe(item.id);
      expect(cn[i]?.title).toMatch(cjk);
      expect(cn[i]?.title, row?.titleZh).not.toBe(row?.titleZh);
      expect(cn[i]?.summary).not.toBe(row?.summaryZh);
    }
  });

  it('seeds three active advisers with different languages and weekday hours', async () => {
    const rows = await app.db.select().from(advisers);
    expect(rows.map((a) => [a.name, a.languages.join('+')]).sort()).toEqual([
      ['Daniel Wong', 'en'],
      ['Grace Chan', 'yue+en'],
      ['Li Na', 'cmn+yue'],
    ]);
    expect(rows.every((a) => a.active && a.email.endsWith('@smelink.hk') && a.headline.zh_TW && a.weeklyHours.length === 10)).toBe(true);
    expect(new Set(rows.flatMap((a) => a.weeklyHours.map((h) => h.weekday)))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('holds the reference currencies with a rate for every pair', async () => {
    const c = await counts(app.db);
    expect(c.currencies).toBe(7);
    expect(c.exchangeRates).toBe(7 * 6);
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
      // Reference data is not demo data: plans, dictionaries and currencies exist everywhere.
      expect(c.membershipPlans).toBe(3);
      expect([c.currencies, c.exchangeRates, c.ads]).toEqual([7, 42, 0]);
    } finally {
      await empty.close();
    }
  });
});
