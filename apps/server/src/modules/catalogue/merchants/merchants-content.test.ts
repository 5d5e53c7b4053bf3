import { eq } from 'drizzle-orm';
import type { ContentCard, ContentDetail, MerchantCard, MerchantDetail, MerchantRef, Page, ProductCard } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/test-app';
import { addFavourite } from '../../favourites/favourites.service';
import { targetExists } from '../catalogue-refs.service';
import { productStats } from '../catalogue.tables';
import { UNKNOWN_ID, getter } from '../catalogue.test-kit';
import { createContent } from '../content/content.service';

/** merchant.list, merchant.detail, store.byIds, content.list, content.detail, and the favourites pages' lists. */

let app: FastifyInstance;
let get: ReturnType<typeof getter>;
const m = {} as Record<'verified' | 'plain' | 'brand' | 'hidden', string>;
const hot: string[] = [];
const news: string[] = [];
let draftId: string;
let helpId: string;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  app = await createTestApp();
  get = getter(app);
  const db = app.db;
  m.verified = await insertMerchant(db, {
    nameEn: 'Zeta Verified Co.',
    nameZh: '澤塔認證',
    isVerified: true,
    sort: 2,
    latestActivitiesEn: 'Autumn sale',
    latestActivitiesZh: '秋季優惠',
    website: 'https://zeta.example',
  });
  m.plain = await insertMerchant(db, { nameEn: 'Alpha Plain Ltd', nameZh: '阿爾法', sort: 1, createdAt: ago(-1) });
  m.brand = await insertMerchant(db, { nameEn: 'Mid Brand', nameZh: '中品牌', isFeaturedBrand: true, sort: 99 });
  m.hidden = await insertMerchant(db, { status: 'HIDDEN' });
  // Ten products of popularity 0…9; the ninth is hidden. Hot products: the eight most popular visible ones.
  for (let i = 0; i < 10; i++) hot.push(await insertProduct(db, m.verified, { popularity: i, status: i === 8 ? 'HIDDEN' : 'ACTIVE' }));
  await insertProduct(db, m.plain);
  for (let i = 0; i < 4; i++)
    news.push(
      (
        await createContent(db, {
          kind: 'NEWS',
          slug: `zeta-news-${i}`,
          titleEn: `Zeta news ${i}`,
          titleZh: `澤塔消息 ${i}`,
          bodyEn: '<p>x</p>',
          bodyZh: '<p>x</p>',
          merchantId: m.verified,
          publishedAt: ago(i + 1),
        })
      ).id,
    );
  draftId = (
    await createContent(db, {
      kind: 'NEWS',
      slug: 'zeta-draft',
      titleEn: 'Draft',
      titleZh: '草稿',
      bodyEn: '<p>x</p>',
      bodyZh: '<p>x</p>',
      merchantId: m.verified,
      status: 'DRAFT',
    })
  ).id;
  helpId = (
    await createContent(db, {
      kind: 'HELP',
      slug: 'help-1',
      titleEn: 'Help',
      titleZh: '幫助',
      summaryEn: 'How to',
      bodyEn: '<p>Help</p>',
      bodyZh: '<p>幫助</p>',
      publishedAt: ago(30),
    })
  ).id;
});

afterAll(async () => {
  await app?.close();
});

describe('merchant.list', () => {
  it('lists public merchants, featured brands then verified ones first by default, with their public product counts', async () => {
    const { status, data } = await get<Page<MerchantCard>>('/api/v1/merchant/list');
    expect(status).toBe(200);
    expect(data.list.map((c) => [c.id, c.productCount])).toEqual([
      [m.brand, 0],
      [m.verified, 9],
      [m.plain, 1],
    ]);
    expect(data.list[1]).toMatchObject({ name: 'Zeta Verified Co.', isVerified: true, isFavourite: false, description: 'A test merchant.' });
  });

  it('filters verified merchants and sorts by name and by newest', async () => {
    expect((await get<Page<MerchantCard>>('/api/v1/merchant/list', { verified: 'true' })).data.list.map((c) => c.id)).toEqual([m.verified]);
    expect((await get<Page<MerchantCard>>('/api/v1/merchant/list', { sort: 'name' })).data.list.map((c) => c.id)).toEqual([m.plain, m.brand, m.verified]);
    expect((await get<Page<MerchantCard>>('/api/v1/merchant/list', { sort: 'newest' })).data.list.map((c) => c.id)).toEqual([m.plain, m.brand, m.verified]);
  });

  it('answers an empty page with the true total past the end', async () => {
    expect((await get<Page<MerchantCard>>('/api/v1/merchant/list', { page: 5 })).data).toEqual({ list: [], total: 3, page: 5, size: 20 });
  });
});

describe('merchant.detail', () => {
  it('answers the merchant with its eight hottest visible products and three latest news', async () => {
    const { status, data } = await get<MerchantDetail>(`/api/v1/merchant/detail/${m.verified}`);
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: m.verified, latestActivities: 'Autumn sale', website: 'https://zeta.example', countryCode: 'HK', productCount: 9 });
    expect(data.hotProducts.map((p) => p.id)).toEqual([hot[9], hot[7], hot[6], hot[5], hot[4], hot[3], hot[2], hot[1]]);
    expect(data.latestNews.map((n) => n.id)).toEqual(news.slice(0, 3));
  });

  it('lets clicks lift a product into the hot list', async () => {
    await app.db
      .update(productStats)
      .set({ clicks: 100 })
      .where(eq(productStats.productId, hot[0] as string));
    const { data } = await get<MerchantDetail>(`/api/v1/merchant/detail/${m.verified}`, {}, { locale: 'zh-HK' });
    expect(data.hotProducts[0]?.id).toBe(hot[0]);
    expect(data.latestActivities).toBe('秋季優惠');
  });

  it('answers 404 for a hidden or unknown merchant', async () => {
    for (const id of [m.hidden, UNKNOWN_ID]) expect((await get(`/api/v1/merchant/detail/${id}`)).status).toBe(404);
  });
});

describe('store.byIds', () => {
  it('answers public merchants in the asked order, leaving out unknown and hidden ones', async () => {
    const { data } = await get<{ list: MerchantRef[] }>('/api/v1/store/byIds', { ids: `${m.plain},${UNKNOWN_ID},${m.hidden},${m.verified}` });
    expect(data.list).toEqual([
      { id: m.plain, name: 'Alpha Plain Ltd', logoUrl: null, isVerified: false },
      { id: m.verified, name: 'Zeta Verified Co.', logoUrl: null, isVerified: true },
    ]);
  });

  it('refuses malformed ids and more than 100', async () => {
    expect((await get('/api/v1/store/byIds', { ids: 'nope' })).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await get('/api/v1/store/byIds', { ids: many })).status).toBe(400);
  });
});

describe('content', () => {
  it('lists published items newest first, by kind or merchant, with the merchant reference', async () => {
    const all = await get<Page<ContentCard>>('/api/v1/content/list');
    expect(all.data.list.map((c) => c.id)).toEqual([...news, helpId]);
    const help = await get<Page<ContentCard>>('/api/v1/content/list', { kind: 'HELP' });
    expect(help.data.list).toEqual([
      { id: helpId, slug: 'help-1', kind: 'HELP', title: 'Help', summary: 'How to', coverUrl: null, publishedAt: expect.any(String), merchant: null },
    ]);
    const ofMerchant = await get<Page<ContentCard>>('/api/v1/content/list', { merchantId: m.verified, size: 2 });
    expect([ofMerchant.data.total, ofMerchant.data.list[0]?.merchant?.name]).toEqual([4, 'Zeta Verified Co.']);
  });

  it('answers one published item and 404 for a draft or unknown one', async () => {
    const item = await get<ContentDetail>(`/api/v1/content/detail/${helpId}`, {}, { locale: 'zh-CN' });
    expect([item.status, item.data.title, item.data.bodyHtml]).toEqual([200, '帮助', '<p>帮助</p>']);
    for (const id of [draftId, UNKNOWN_ID]) expect((await get(`/api/v1/content/detail/${id}`)).status).toBe(404);
  });
});

describe('favourites pages', () => {
  it('asks a visitor to sign in', async () => {
    for (const url of ['/api/v1/product/favorites', '/api/v1/favorite/merchants']) {
      const res = await get(url);
      expect([res.status, res.code]).toEqual([401, 401]);
    }
  });

  it('lists the member’s favourite products and merchants, newest first, all marked favourite', async () => {
    const member = await signedInMember(app);
    const other = await signedInMember(app);
    for (const id of [hot[1], hot[2], hot[8]])
      await addFavourite(app.db, member.memberId, { targetType: 'PRODUCT', targetId: id as string }, targetExists).catch(() => undefined);
    await addFavourite(app.db, other.memberId, { targetType: 'PRODUCT', targetId: hot[3] as string }, targetExists);
    await addFavourite(app.db, member.memberId, { targetType: 'MERCHANT', targetId: m.plain }, targetExists);
    const products = await get<Page<ProductCard>>('/api/v1/product/favorites', {}, { cookie: member.cookie });
    expect(products.data.list.map((p) => [p.id, p.isFavourite])).toEqual([
      [hot[2], true],
      [hot[1], true],
    ]);
    const merchants = await get<Page<MerchantCard>>('/api/v1/favorite/merchants', {}, { cookie: member.cookie });
    expect(merchants.data).toMatchObject({ total: 1, list: [{ id: m.plain, isFavourite: true }] });
    // merchant.list shows the same flag for this member only.
    const listed = await get<Page<MerchantCard>>('/api/v1/merchant/list', {}, { cookie: member.cookie });
    expect(listed.data.list.find((c) => c.id === m.plain)?.isFavourite).toBe(true);
  });
});
