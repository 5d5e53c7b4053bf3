import type { AdView, CategoryView, CurrencyView, TagView } from '@sme/shared/schemas/catalogue';
import { convertMinor } from '@sme/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/test-app';
import { ads } from '../catalogue.tables';
import { getter, insertCategory, insertTag } from '../catalogue.test-kit';

/** category.list, category.tree, tag.list, ads.list, currency.list. */

let app: FastifyInstance;
let get: ReturnType<typeof getter>;
let top: string;
let child: string;
let grandchild: string;
let tagId: string;

const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  get = getter(app);
  const db = app.db;
  top = await insertCategory(db, null, { nameEn: 'Office & Industrial', nameZh: '辦公及工業用品' });
  child = await insertCategory(db, top, { nameEn: 'Printing & Packaging', nameZh: '印刷及包裝' });
  grandchild = await insertCategory(db, child, { nameEn: 'Labels', nameZh: '標籤' });
  tagId = await insertTag(db, { nameEn: 'Eco-friendly', nameZh: '環保' });
  const merchant = await insertMerchant(db);
  await insertProduct(db, merchant, { categoryId: top });
  await insertProduct(db, merchant, { categoryId: child });
  await insertProduct(db, merchant, { categoryId: grandchild });
  await insertProduct(db, merchant, { categoryId: grandchild, status: 'HIDDEN' });
  const now = Date.now();
  const ad = (titleEn: string, extra: Partial<typeof ads.$inferInsert> = {}) => ({
    placement: 'MARKETPLACE_BANNER',
    titleEn,
    titleZh: `${titleEn}（中）`,
    imageUrl: `/static/media/${titleEn}.svg`,
    linkUrl: '/pl',
    ...extra,
  });
  await db
    .insert(ads)
    .values([
      ad('always', { sort: 2 }),
      ad('running', { sort: 1, startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) }),
      ad('future', { startsAt: new Date(now + DAY) }),
      ad('ended', { endsAt: new Date(now - 1000) }),
      ad('hidden', { status: 'HIDDEN' }),
      ad('collection', { placement: 'MARKETPLACE_COLLECTION', subtitleEn: 'Sub', subtitleZh: '副題' }),
    ]);
});

afterAll(async () => {
  await app?.close();
});

describe('categories', () => {
  it('lists top-level categories with the public product count of their whole subtree', async () => {
    const { status, data } = await get<{ list: CategoryView[] }>('/api/v1/category/list');
    expect(status).toBe(200);
    expect(data.list).toEqual([{ id: top, slug: expect.any(String), name: 'Office & Industrial', icon: null, productCount: 3 }]);
  });

  it('answers the tree with children, each counting its own subtree, in the request locale', async () => {
    const { data } = await get<{ list: CategoryView[] }>('/api/v1/category/tree', {}, { locale: 'zh-CN' });
    const [root] = data.list;
    expect([root?.name, root?.productCount]).toEqual(['办公及工业用品', 3]);
    const [sub] = root?.children ?? [];
    expect([sub?.id, sub?.name, sub?.productCount]).toEqual([child, '印刷及包装', 2]);
    expect(sub?.children?.map((c) => [c.id, c.productCount, c.children])).toEqual([[grandchild, 1, []]]);
  });
});

describe('tags', () => {
  it('lists every tag in the request locale', async () => {
    const en = await get<{ list: TagView[] }>('/api/v1/tag/list');
    expect(en.data.list).toEqual([{ id: tagId, slug: expect.stringMatching(/^tag-/), name: 'Eco-friendly' }]);
    const tw = await get<{ list: TagView[] }>('/api/v1/tag/list', {}, { locale: 'zh-TW' });
    expect(tw.data.list[0]?.name).toBe('環保');
    const cn = await get<{ list: TagView[] }>('/api/v1/tag/list', {}, { locale: 'zh-CN' });
    expect(cn.data.list[0]?.name).toBe('环保');
  });
});

describe('ads.list', () => {
  it('shows only ACTIVE ads of the placement within their dates, in their order', async () => {
    const { status, data } = await get<{ list: AdView[] }>('/api/v1/ads/list', { placement: 'MARKETPLACE_BANNER' });
    expect(status).toBe(200);
    expect(data.list.map((a) => a.title)).toEqual(['running', 'always']);
    expect(data.list[0]).toEqual({
      id: expect.any(String),
      placement: 'MARKETPLACE_BANNER',
      title: 'running',
      subtitle: null,
      imageUrl: '/static/media/running.svg',
      linkUrl: '/pl',
    });
  });

  it('answers localised titles of another placement, and refuses an unknown placement', async () => {
    const { data } = await get<{ list: AdView[] }>('/api/v1/ads/list', { placement: 'MARKETPLACE_COLLECTION' }, { locale: 'zh-HK' });
    expect(data.list.map((a) => [a.title, a.subtitle])).toEqual([['collection（中）', '副題']]);
    expect((await get('/api/v1/ads/list', { placement: 'NOWHERE' })).status).toBe(400);
  });
});

describe('currency.list', () => {
  it('lists the currencies with exact decimal rates that convert prices', async () => {
    const { status, data } = await get<{ list: CurrencyView[] }>('/api/v1/currency/list');
    expect(status).toBe(200);
    expect(data.list.map((c) => c.code)).toEqual(['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY', 'SGD']);
    const usd = data.list.find((c) => c.code === 'USD');
    expect(usd).toMatchObject({ name: 'US Dollar', symbol: 'US$', decimals: 2 });
    expect(usd?.rates).toHaveLength(6);
    const toHkd = usd?.rates.find((r) => r.tarSymbol === 'HKD');
    expect(toHkd).toEqual({ tarSymbol: 'HKD', currRate: '7.8' });
    // US$10.00 shows as about HK$78.00.
    expect(convertMinor(1_000, 'USD', 'HKD', toHkd?.currRate ?? '0')).toBe(7_800);
    for (const c of data.list) for (const r of c.rates) expect(r.currRate).toMatch(/^\d+(\.\d+)?$/);
  });

  it('names currencies in Chinese for Chinese readers', async () => {
    const { data } = await get<{ list: CurrencyView[] }>('/api/v1/currency/list', {}, { locale: 'zh-CN' });
    expect(data.list.find((c) => c.code === 'CNY')?.name).toBe('人民币');
  });
});

describe('catalogue API document', () => {
  it('documents every catalogue read at its method and path in /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'product.list GET /api/v1/product/list',
        'product.detail GET /api/v1/product/detail/{id}',
        'product.byCategory GET /api/v1/product/category/{categoryId}',
        'product.favorites GET /api/v1/product/favorites',
        'category.list GET /api/v1/category/list',
        'category.tree GET /api/v1/category/tree',
        'tag.list GET /api/v1/tag/list',
        'content.list GET /api/v1/content/list',
        'content.detail GET /api/v1/content/detail/{id}',
        'ads.list GET /api/v1/ads/list',
        'currency.list GET /api/v1/currency/list',
        'merchant.list GET /api/v1/merchant/list',
        'merchant.detail GET /api/v1/merchant/detail/{id}',
        'store.byIds GET /api/v1/store/byIds',
        'favorite.merchants GET /api/v1/favorite/merchants',
      ]),
    );
  });
});
