import type { Page, ProductCard } from '@sme/shared/schemas/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/test-app';
import { addFavourite } from '../../favourites/favourites.service';
import { targetExists } from '../catalogue-refs.service';
import { productStats, productTags } from '../catalogue.tables';
import { UNKNOWN_ID, getter, insertCategory, insertTag } from '../catalogue.test-kit';

let app: FastifyInstance;
let get: ReturnType<typeof getter>;
/** A merchant of our own, so every list below can be narrowed to known rows with merchantId. */
let merchantId: string;
let hiddenMerchantId: string;
const ids = {} as Record<'a' | 'b' | 'c' | 'hidden' | 'draft' | 'ofHiddenMerchant', string>;
let top: string;
let child: string;
let otherTop: string;
let tagX: string;
let tagY: string;

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  app = await createTestApp();
  get = getter(app);
  const db = app.db;
  merchantId = await insertMerchant(db);
  hiddenMerchantId = await insertMerchant(db, { status: 'HIDDEN' });
  top = await insertCategory(db);
  child = await insertCategory(db, top);
  otherTop = await insertCategory(db);
  tagX = await insertTag(db);
  tagY = await insertTag(db);
  ids.a = await insertProduct(db, merchantId, {
    categoryId: child,
    retailPriceMinor: 10_000,
    wholesalePriceMinor: 8_000,
    minWholesaleQty: 10,
    stock: 5,
    popularity: 10,
    publishedAt: ago(1),
  });
  ids.b = await insertProduct(db, merchantId, { categoryId: top, retailPriceMinor: 5_000, stock: 0, popularity: 50, publishedAt: ago(2) });
  ids.c = await insertProduct(db, merchantId, {
    categoryId: otherTop,
    kind: 'SERVICE',
    retailPriceMinor: 20_000,
    wholesalePriceMinor: 15_000,
    minWholesaleQty: 5,
    stock: 100,
    popularity: 5,
    publishedAt: ago(3),
  });
  ids.hidden = await insertProduct(db, merchantId, { categoryId: child, status: 'HIDDEN', retailPriceMinor: 1_000 });
  ids.draft = await insertProduct(db, merchantId, { categoryId: child, status: 'DRAFT', retailPriceMinor: 1_000 });
  ids.ofHiddenMerchant = await insertProduct(db, hiddenMerchantId, { categoryId: child, retailPriceMinor: 1_000 });
  await db.insert(productTags).values([
    { productId: ids.a, tagId: tagX },
    { productId: ids.b, tagId: tagY },
    { productId: ids.hidden, tagId: tagX },
  ]);
});

afterAll(async () => {
  await app?.close();
});

const list = (query: Record<string, string | number | boolean | undefined>, options?: { cookie?: string; locale?: string }) =>
  get<Page<ProductCard>>('/api/v1/product/list', query, options);
const idsOf = (page: Page<ProductCard>) => page.list.map((p) => p.id);

describe('product.list filters', () => {
  it('lists only ACTIVE products of ACTIVE merchants, newest first by default', async () => {
    const { status, data } = await list({ merchantId });
    expect(status).toBe(200);
    expect(idsOf(data)).toEqual([ids.a, ids.b, ids.c]);
    expect(data.total).toBe(3);
    const hiddenMerchant = await list({ merchantId: hiddenMerchantId });
    expect(hiddenMerchant.data).toEqual({ list: [], total: 0, page: 1, size: 20 });
  });

  it('answers cards with price, stock, merchant, tags and no favourite for a visitor', async () => {
    const { data } = await list({ merchantId, tagId: tagX });
    expect(data.list).toHaveLength(1);
    const card = data.list[0];
    expect(card).toMatchObject({
      id: ids.a,
      kind: 'PRODUCT',
      price: { currency: 'HKD', retailMinor: 10_000, wholesaleMinor: 8_000, minWholesaleQty: 10 },
      stock: 5,
      merchant: { id: merchantId, isVerified: false },
      tags: [{ id: tagX }],
      isFavourite: false,
    });
    expect(card?.highlight).toBeUndefined();
  });

  it('filters by category including its sub-categories', async () => {
    expect(idsOf((await list({ merchantId, categoryId: top })).data)).toEqual([ids.a, ids.b]);
    expect(idsOf((await list({ merchantId, categoryId: child })).data)).toEqual([ids.a]);
    expect(idsOf((await list({ merchantId, categoryId: otherTop })).data)).toEqual([ids.c]);
  });

  it('filters by tag, leaving hidden products out', async () => {
    expect(idsOf((await list({ tagId: tagX })).data)).toEqual([ids.a]);
    expect(idsOf((await list({ tagId: tagY })).data)).toEqual([ids.b]);
  });

  it('filters by retail price range, bounds included', async () => {
    expect(idsOf((await list({ merchantId, minPrice: 5_000, maxPrice: 10_000 })).data)).toEqual([ids.a, ids.b]);
    expect(idsOf((await list({ merchantId, minPrice: 10_001 })).data)).toEqual([ids.c]);
  });

  it('in wholesale mode keeps only products with a wholesale price and filters on it', async () => {
    expect(idsOf((await list({ merchantId, priceMode: 'wholesale' })).data)).toEqual([ids.a, ids.c]);
    expect(idsOf((await list({ merchantId, priceMode: 'wholesale', maxPrice: 9_000 })).data)).toEqual([ids.a]);
  });

  it('filters by stock and by kind', async () => {
    expect(idsOf((await list({ merchantId, inStock: 'true' })).data)).toEqual([ids.a, ids.c]);
    expect(idsOf((await list({ merchantId, kind: 'SERVICE' })).data)).toEqual([ids.c]);
    expect(idsOf((await list({ merchantId, kind: 'PRODUCT', inStock: '1' })).data)).toEqual([ids.a]);
  });

  it('refuses a lowest price above the highest price, naming maxPrice', async () => {
    const res = await list({ merchantId, minPrice: 9, maxPrice: 1 });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ fields: [expect.objectContaining({ field: 'maxPrice', rule: 'priceRange' })] });
  });

  it('refuses a malformed filter id and a negative price', async () => {
    const badId = await list({ categoryId: 'not-an-id' });
    expect([badId.status, (badId.data as unknown as { fields: Array<{ field: string; rule: string }> }).fields[0]]).toEqual([
      400,
      expect.objectContaining({ field: 'categoryId', rule: 'idInvalid' }),
    ]);
    const badPrice = await list({ minPrice: -1 });
    expect((badPrice.data as unknown as { fields: Array<{ field: string; rule: string }> }).fields[0]).toMatchObject({
      field: 'minPrice',
      rule: 'priceInvalid',
    });
  });
});

describe('product.list sorts', () => {
  it('sorts by retail price both ways', async () => {
    expect(idsOf((await list({ merchantId, sort: 'price_asc' })).data)).toEqual([ids.b, ids.a, ids.c]);
    expect(idsOf((await list({ merchantId, sort: 'price_desc' })).data)).toEqual([ids.c, ids.a, ids.b]);
  });

  it('sorts by the wholesale price in wholesale mode', async () => {
    expect(idsOf((await list({ merchantId, sort: 'price_desc', priceMode: 'wholesale' })).data)).toEqual([ids.c, ids.a]);
  });

  it('sorts by popularity, where clicks and impressions add to the base', async () => {
    expect(idsOf((await list({ merchantId, sort: 'popular' })).data)).toEqual([ids.b, ids.a, ids.c]);
    // 5 + 20 clicks × 5 = 105 beats 50; 10 + 1,000 impressions ÷ 20 = 60 beats 50 as well.
    await app.db.update(productStats).set({ clicks: 20 }).where(eq(productStats.productId, ids.c));
    await app.db.update(productStats).set({ impressions: 1_000 }).where(eq(productStats.productId, ids.a));
    expect(idsOf((await list({ merchantId, sort: 'popular', size: 3 })).data)).toEqual([ids.c, ids.a, ids.b]);
  });

  it('breaks ties by id, so equal prices keep one order across pages', async () => {
    const twins = await insertMerchant(app.db);
    const created = [];
    for (let i = 0; i < 5; i++) created.push(await insertProduct(app.db, twins, { retailPriceMinor: 777, publishedAt: ago(5) }));
    const pageOne = await list({ merchantId: twins, sort: 'price_asc', size: 2 });
    const pageTwo = await list({ merchantId: twins, sort: 'price_asc', size: 2, page: 2 });
    const pageThree = await list({ merchantId: twins, sort: 'price_asc', size: 2, page: 3 });
    expect([...idsOf(pageOne.data), ...idsOf(pageTwo.data), ...idsOf(pageThree.data)]).toEqual([...created].sort());
  });

  it('ignores relevance without a keyword (newest instead)', async () => {
    expect(idsOf((await list({ merchantId, sort: 'relevance' })).data)).toEqual([ids.a, ids.b, ids.c]);
  });
});

describe('product.list pages', () => {
  it('refuses page 0, a negative page and a page that is not a number, naming the field', async () => {
    for (const page of [0, -3, 'abc']) {
      const res = await list({ merchantId, page });
      expect(res.status).toBe(400);
      expect((res.data as unknown as { fields: Array<{ field: string; rule: string }> }).fields[0]).toMatchObject({ field: 'page', rule: 'pageInvalid' });
    }
  });

  it('caps a huge size at 50', async () => {
    const res = await list({ size: 100_000 });
    expect(res.status).toBe(200);
    expect(res.data.size).toBe(50);
    expect(res.data.list.length).toBeLessThanOrEqual(50);
  });

  it('answers an empty list with the true total past the last page', async () => {
    const res = await list({ merchantId, page: 7, size: 2 });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ list: [], total: 3, page: 7, size: 2 });
  });

  it('splits the list into pages that neither overlap nor skip', async () => {
    const one = await list({ merchantId, size: 2 });
    const two = await list({ merchantId, size: 2, page: 2 });
    expect([one.data.total, two.data.total]).toEqual([3, 3]);
    expect([...idsOf(one.data), ...idsOf(two.data)]).toEqual([ids.a, ids.b, ids.c]);
  });
});

describe('product.byCategory', () => {
  it('lists the products of a category and its children', async () => {
    const res = await get<Page<ProductCard>>(`/api/v1/product/category/${top}`, { sort: 'price_desc' });
    expect(res.status).toBe(200);
    expect(idsOf(res.data)).toEqual([ids.a, ids.b]);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get(`/api/v1/product/category/${UNKNOWN_ID}`);
    expect([res.status, res.code]).toEqual([404, 404]);
  });
});

describe('product.list for a member', () => {
  it('marks the member’s favourites, and only theirs', async () => {
    const member = await signedInMember(app);
    await addFavourite(app.db, member.memberId, { targetType: 'PRODUCT', targetId: ids.b }, targetExists);
    const mine = await list({ merchantId }, { cookie: member.cookie });
    expect(mine.data.list.map((p) => [p.id, p.isFavourite])).toEqual([
      [ids.a, false],
      [ids.b, true],
      [ids.c, false],
    ]);
    // The same (cached) page for a visitor still says false.
    const visitor = await list({ merchantId });
    expect(visitor.data.list.every((p) => !p.isFavourite)).toBe(true);
  });
});
