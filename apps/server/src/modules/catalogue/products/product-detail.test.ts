import type { ProductDetail } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { createTestApp } from '../../../test/test-app';
import { addFavourite } from '../../favourites/favourites.service';
import { targetExists } from '../catalogue-refs.service';
import { productTags } from '../catalogue.tables';
import { UNKNOWN_ID, getter, insertCategory, insertTag } from '../catalogue.test-kit';
import { createProduct } from './product-write.service';

let app: FastifyInstance;
let get: ReturnType<typeof getter>;
let merchantId: string;
let parent: string;
let category: string;
let productId: string;
const similar = {} as Record<'sameCategory' | 'sharesTag' | 'unrelated' | 'hiddenSameCategory', string>;

beforeAll(async () => {
  app = await createTestApp();
  get = getter(app);
  const db = app.db;
  merchantId = await insertMerchant(db, { nameEn: 'Harbour Test Traders', nameZh: '海港測試貿易' });
  parent = await insertCategory(db, null, { nameEn: 'Food & Beverage', nameZh: '食品及飲品' });
  category = await insertCategory(db, parent, { nameEn: 'Tea & Coffee', nameZh: '茶及咖啡' });
  const tag = await insertTag(db, { nameEn: 'Gift', nameZh: '禮品' });
  ({ id: productId } = await createProduct(db, {
    merchantId,
    categoryId: category,
    code: 'DETAIL-1',
    // No English name: every locale falls back to the Chinese one.
    nameEn: '',
    nameZh: '鐵觀音烏龍茶禮盒',
    summaryEn: 'Lightly roasted oolong.',
    summaryZh: '輕焙烏龍，帶蘭花香韻。',
    descriptionEn: '<p>Fine tea.<script>alert(1)</script></p>',
    descriptionZh: '<p>好茶。</p>',
    termsEn: '<p onclick="steal()">No returns once opened.</p>',
    images: ['/static/media/a.svg', '/static/media/b.svg'],
    specOptions: [
      {
        nameEn: 'Weight',
        nameZh: '重量',
        values: [
          { en: '150 g', zh: '150 克' },
          { en: '300 g', zh: '300 克' },
        ],
      },
    ],
    currency: 'HKD',
    retailPriceMinor: 16_800,
    wholesalePriceMinor: 12_800,
    minWholesaleQty: 20,
    stock: 240,
    deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
    tagIds: [tag],
  }));
  similar.sameCategory = await insertProduct(db, merchantId, { categoryId: category });
  similar.sharesTag = await insertProduct(db, merchantId, { categoryId: null });
  similar.unrelated = await insertProduct(db, merchantId, { categoryId: parent });
  similar.hiddenSameCategory = await insertProduct(db, merchantId, { categoryId: category, status: 'HIDDEN' });
  await db.insert(productTags).values({ productId: similar.sharesTag, tagId: tag });
});

afterAll(async () => {
  await app?.close();
});

const detail = (id: string, options?: { locale?: string; cookie?: string }) => get<ProductDetail>(`/api/v1/product/detail/${id}`, {}, options);

describe('product.detail', () => {
  it('answers the product with images, options, prices, category path and sanitised texts', async () => {
    const { status, data } = await detail(productId);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: productId,
      code: 'DETAIL-1',
      imageUrl: '/static/media/a.svg',
      images: ['/static/media/a.svg', '/static/media/b.svg'],
      specOptions: [{ name: 'Weight', values: ['150 g', '300 g'] }],
      price: { currency: 'HKD', retailMinor: 16_800, wholesaleMinor: 12_800, minWholesaleQty: 20 },
      stock: 240,
      deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
      merchant: { id: merchantId, name: 'Harbour Test Traders' },
      tags: [{ name: 'Gift' }],
      category: { id: category, name: 'Tea & Coffee', parent: { id: parent, name: 'Food & Beverage' } },
      descriptionHtml: '<p>Fine tea.</p>',
      termsHtml: '<p>No returns once opened.</p>',
      isFavourite: false,
    });
    expect(Date.parse(data.publishedAt)).not.toBeNaN();
  });

  it('falls back to the Chinese name in English, and shows Simplified in zh_CN and Traditional in zh_TW', async () => {
    expect((await detail(productId)).data.name).toBe('鐵觀音烏龍茶禮盒');
    const cn = (await detail(productId, { locale: 'zh-CN' })).data;
    expect([cn.name, cn.summary, cn.category?.name, cn.specOptions[0]?.values]).toEqual([
      '铁观音乌龙茶礼盒',
      '轻焙乌龙，带兰花香韵。',
      '茶及咖啡',
      ['150 克', '300 克'],
    ]);
    expect(cn.merchant.name).toBe('海港测试贸易');
    // No Chinese terms: the English ones are shown.
    expect(cn.termsHtml).toBe('<p>No returns once opened.</p>');
    const tw = (await detail(productId, { locale: 'zh-HK' })).data;
    expect([tw.name, tw.tags[0]?.name, tw.descriptionHtml]).toEqual(['鐵觀音烏龍茶禮盒', '禮品', '<p>好茶。</p>']);
  });

  it('suggests products of the same category or tags, never the product itself nor hidden ones', async () => {
    const { data } = await detail(productId);
    const suggested = data.youMayLike.map((p) => p.id);
    expect(suggested).not.toContain(productId);
    // Same category first.
    expect(suggested).toEqual([similar.sameCategory, similar.sharesTag]);
  });

  it('answers a product without a category (as the console creates them), suggesting those sharing its tags', async () => {
    const { status, data } = await detail(similar.sharesTag);
    expect(status).toBe(200);
    expect(data.category).toBeNull();
    expect(data.youMayLike.map((p) => p.id)).toEqual([productId]);
  });

  it('answers 404 for an unknown or hidden product and 400 for a malformed id', async () => {
    const unknown = await detail(UNKNOWN_ID);
    expect([unknown.status, unknown.code]).toEqual([404, 404]);
    const hidden = await detail(similar.hiddenSameCategory);
    expect([hidden.status, hidden.code]).toEqual([404, 404]);
    const malformed = await detail('abc');
    expect([malformed.status, malformed.code]).toEqual([400, 400]);
  });

  it('marks the product a favourite for the member who favourited it', async () => {
    const member = await signedInMember(app);
    await addFavourite(app.db, member.memberId, { targetType: 'PRODUCT', targetId: productId }, targetExists);
    await addFavourite(app.db, member.memberId, { targetType: 'PRODUCT', targetId: similar.sharesTag }, targetExists);
    const { data } = await detail(productId, { cookie: member.cookie });
    expect(data.isFavourite).toBe(true);
    expect(data.youMayLike.map((p) => [p.id, p.isFavourite])).toEqual([
      [similar.sameCategory, false],
      [similar.sharesTag, true],
    ]);
    expect((await detail(productId)).data.isFavourite).toBe(false);
  });
});
