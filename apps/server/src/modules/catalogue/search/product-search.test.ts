import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { merchants, products, tags } from '../catalogue.tables';
import { merchantSearch, productSearch } from './product-search';
import { P, type SearchFixture, codesOf, insertSearchFixture } from './search.test-kit';
import { refreshSearchText } from './search-text';

let app: FastifyInstance;
let fixture: SearchFixture;

beforeAll(async () => {
  app = await createTestApp();
  fixture = await insertSearchFixture(app.db);
});

afterAll(async () => {
  await app?.close();
});

const find = (keyword: string) => codesOf(app.db, productSearch(keyword));
const sorted = (codes: string[]) => [...codes].sort();

describe('product search across Chinese scripts', () => {
  it('finds Traditional text with a Simplified keyword, a Traditional one and a mix of both', async () => {
    expect(await find('铁观音')).toEqual([P.tieguanyin]);
    expect(await find('鐵觀音')).toEqual([P.tieguanyin]);
    expect(await find('铁觀音')).toEqual([P.tieguanyin]);
  });

  it('finds Simplified text with a Traditional keyword', async () => {
    expect(await find('傳單印刷')).toEqual([P.flyers]);
    expect(await find('传单')).toEqual([P.flyers]);
    expect(await find('銅版紙')).toEqual([P.flyers]);
  });

  it('finds a Chinese word inside a longer name (substring)', async () => {
    expect(sorted(await find('乌龙'))).toEqual(sorted([P.tieguanyin, P.giftBox]));
  });
});

describe('product search in English', () => {
  it('finds by prefix, ignoring case', async () => {
    expect(await find('TIEGU')).toEqual([P.tieguanyin]);
    expect(sorted(await find('oolo'))).toEqual(sorted([P.tieguanyin, P.giftBox]));
  });

  it('tolerates one typo in a word of four letters or more', async () => {
    expect(sorted(await find('oolnog'))).toEqual(sorted([P.tieguanyin, P.giftBox]));
    expect(await find('tieguanyn')).toEqual([P.tieguanyin]);
    expect(await find('jasmnie')).toEqual([P.jasmine, P.giftBox]);
    expect(await find('cotten')).toEqual([P.tote]);
  });

  it('does not find unrelated products for a typo', async () => {
    expect(await find('tieguanyn')).not.toContain(P.jasmine);
    expect(await find('oolnog')).not.toContain(P.cards);
    expect(await find('xoolong')).toEqual([]);
    expect(await find('teapot')).toEqual([]);
    expect(await find('zzzzzz')).toEqual([]);
  });

  it('keeps codes and numbers exact (no typo tolerance with digits)', async () => {
    expect(await find('500')).toEqual([P.cards]);
    expect(await find('501')).toEqual([]);
    expect(await find('s-card')).toEqual([P.cards]);
  });
});

describe('what a product is found by', () => {
  it("finds a merchant's products by the merchant's name, in either language and script", async () => {
    const teaProducts = sorted([P.tieguanyin, P.jasmine, P.giftBox]);
    expect(sorted(await find('Lam Kee'))).toEqual(teaProducts);
    expect(sorted(await find('林记'))).toEqual(teaProducts);
    expect(sorted(await find('林記茶莊'))).toEqual(teaProducts);
  });

  it("finds a tag's products by the tag's name, in either language and script", async () => {
    expect(sorted(await find('礼品'))).toEqual(sorted([P.tieguanyin, P.tote]));
    expect(sorted(await find('禮品'))).toEqual(sorted([P.tieguanyin, P.tote]));
    expect(sorted(await find('organic'))).toEqual([P.tote]);
  });

  it('finds words of the description with its HTML stripped', async () => {
    expect(await find('wooden box')).toEqual([P.giftBox]);
    expect(await find('tin of oolong')).toEqual([P.giftBox]);
    expect(await find('<b>')).toEqual([]);
  });
});

describe('ranking and combining terms', () => {
  it('ranks a name match above a description match', async () => {
    expect(await find('oolong')).toEqual([P.tieguanyin, P.giftBox]);
  });

  it('ranks a name match above a tag match', async () => {
    expect(await find('gift')).toEqual([P.giftBox, P.tieguanyin, P.tote]);
  });

  it('ranks an exact match above a typo match', async () => {
    const rows = await app.db
      .select({ code: products.code, rank: productSearch('jasmine')?.rank ?? sql`0` })
      .from(products)
      .where(productSearch('jasmine')?.where)
      .orderBy(asc(products.code));
    expect(rows.map((r) => r.code)).toEqual(sorted([P.jasmine, P.giftBox]));
    const typo = await app.db
      .select({ rank: productSearch('jasmnie')?.rank ?? sql`0` })
      .from(products)
      .where(eq(products.code, P.jasmine));
    const exact = rows.find((r) => r.code === P.jasmine)?.rank ?? 0;
    expect(Number(typo[0]?.rank)).toBeGreaterThan(0);
    expect(Number(typo[0]?.rank)).toBeLessThan(Number(exact));
  });

  it('needs every term to match (AND), across languages and places', async () => {
    // Oolong in the name and gift in a tag, above gift in the name and oolong in the description.
    expect(await find('oolong gift')).toEqual([P.tieguanyin, P.giftBox]);
    expect(await find('green 茶')).toEqual([P.jasmine]);
    expect(await find('jasmine cards')).toEqual([]);
    expect(await find('oolong茶')).toEqual([P.tieguanyin, P.giftBox]);
  });
});

describe('hostile keywords', () => {
  const hostile = [
    "'; DROP TABLE products; --",
    "' OR '1'='1",
    '%',
    '%%%%',
    '_',
    '\\',
    '\\%oolong\\_',
    '100%',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>oolong',
    '"quoted" `tick`',
    '😀'.repeat(50),
    'a'.repeat(100),
    '(^|[^a-z])(?:.*)',
    '\u0000\u0001',
  ];

  it.each(hostile)('answers %j normally and changes nothing', async (keyword) => {
    const search = productSearch(keyword);
    const found = await codesOf(app.db, search);
    expect(Array.isArray(found)).toBe(true);
    const [count] = await app.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count?.n).toBe(Object.keys(P).length);
  });

  it('never treats LIKE wildcards or symbols as patterns', async () => {
    expect(productSearch('%')).toBeNull();
    expect(productSearch('_')).toBeNull();
    expect(productSearch('😀'.repeat(50))).toBeNull();
    expect(await find('%oolong%')).toEqual(await find('oolong'));
    expect(await find('(?:.*)')).toEqual([]);
  });
});

describe('merchant search', () => {
  const findMerchants = async (keyword: string) => {
    const search = merchantSearch(keyword);
    if (!search) return [];
    const rows = await app.db.select({ slug: merchants.slug }).from(merchants).where(search.where).orderBy(desc(search.rank), asc(merchants.slug));
    return rows.map((r) => r.slug);
  };

  it('finds merchants by name in both scripts, by city and by description', async () => {
    expect(await findMerchants('林记')).toEqual(['s-lam-kee']);
    expect(await findMerchants('海港')).toEqual(['s-harbour']);
    expect(await findMerchants('sheung wan')).toEqual(['s-lam-kee']);
    expect(await findMerchants('商业印刷')).toEqual(['s-harbour']);
    expect(await findMerchants('harbur')).toEqual(['s-harbour']);
  });

  it('ranks a name match above a description match', async () => {
    expect(await findMerchants('tea')).toEqual(['s-lam-kee']);
    expect(await findMerchants('print')).toEqual(['s-harbour']);
  });
});

describe('refreshSearchText', () => {
  it('follows a renamed tag, merchant and product within the scope it is given', async () => {
    await app.db.update(tags).set({ nameEn: 'Corporate Present' }).where(eq(tags.id, fixture.tagId.gift));
    expect(await find('corporate present')).toEqual([]);
    await refreshSearchText(app.db, { tagIds: [fixture.tagId.gift] });
    expect(sorted(await find('corporate present'))).toEqual(sorted([P.tieguanyin, P.tote]));

    await app.db.update(merchants).set({ nameZh: '林記茗茶' }).where(eq(merchants.id, fixture.merchantId.tea));
    expect(await find('茗茶')).toEqual([]);
    await refreshSearchText(app.db, { merchantIds: [fixture.merchantId.tea] });
    expect(sorted(await find('茗茶'))).toEqual(sorted([P.tieguanyin, P.jasmine, P.giftBox]));
    const search = merchantSearch('茗茶');
    expect(search && (await app.db.select({ slug: merchants.slug }).from(merchants).where(search.where))).toEqual([{ slug: 's-lam-kee' }]);

    await app.db.update(products).set({ nameEn: 'Jasmine Pearl Tea' }).where(eq(products.id, fixture.productId.jasmine));
    expect(await find('pearl')).toEqual([]);
    await refreshSearchText(app.db, { productIds: [fixture.productId.jasmine] });
    expect(await find('pearl')).toEqual([P.jasmine]);
  });

  it('writes the sections in order: names and code, merchant and tags, texts', async () => {
    await refreshSearchText(app.db, { productIds: [] });
    await refreshSearchText(app.db);
    const [row] = await app.db.select({ text: products.searchText }).from(products).where(eq(products.id, fixture.productId.tote));
    expect(row?.text).toBe('organic cotton tote bag 有机棉环保袋 s tote | harbour print studio 海港印刷工作室 corporate present 礼品 organic 有机 | ');
  });
});
