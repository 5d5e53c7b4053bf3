import { type MerchantCard, type Page, type ProductCard, productListQuery } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { getter } from '../catalogue.test-kit';
import { listProducts } from '../products/product-list.service';

/** Keyword search through product.list and merchant.list, on the seeded demo catalogue (search text refreshed by the seed). */

let app: FastifyInstance;
let get: ReturnType<typeof getter>;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
  get = getter(app);
});

afterAll(async () => {
  await app?.close();
});

const search = (keyword: string, locale?: string, extra: Record<string, string> = {}) =>
  get<Page<ProductCard>>('/api/v1/product/list', { keyword, ...extra }, { locale });
const marked = (segments: Array<{ text: string; match: boolean }> | null | undefined) => (segments ?? []).filter((s) => s.match).map((s) => s.text);

describe('product search through product.list', () => {
  it('finds Traditional text from a Simplified keyword, best match first, with the match marked', async () => {
    const { status, data } = await search('铁观音', 'zh-HK');
    expect(status).toBe(200);
    expect(data.list[0]).toMatchObject({ code: 'HLT-001', name: '鐵觀音烏龍茶 150 克' });
    expect(marked(data.list[0]?.highlight?.name)).toEqual(['鐵觀音']);
  });

  it('finds the same product from a Traditional keyword, marking the Simplified name in zh_CN', async () => {
    const { data } = await search('鐵觀音', 'zh-CN');
    expect(data.list[0]).toMatchObject({ code: 'HLT-001', name: '铁观音乌龙茶 150 克' });
    expect(marked(data.list[0]?.highlight?.name)).toEqual(['铁观音']);
  });

  it('finds English by prefix and marks it in the name', async () => {
    const { data } = await search('oolo');
    expect(data.list.map((p) => p.code)).toContain('HLT-001');
    const tea = data.list.find((p) => p.code === 'HLT-001');
    expect(marked(tea?.highlight?.name).map((t) => t.toLowerCase())).toEqual(['oolo']);
  });

  it('combines a keyword with filters and other sorts', async () => {
    const all = await search('tea');
    const cheapFirst = await search('tea', undefined, { sort: 'price_asc' });
    expect(cheapFirst.data.total).toBe(all.data.total);
    const prices = cheapFirst.data.list.map((p) => p.price.retailMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const wholesale = await search('tea', undefined, { priceMode: 'wholesale' });
    expect(wholesale.data.list.every((p) => p.price.wholesaleMinor !== null)).toBe(true);
  });

  it('counts the matches alike in relevance order (counted by the page query), in another order and past the last page', async () => {
    // The service itself, without the servers' cache of totals, which would answer the later calls from the first.
    const query = (extra: Record<string, string>) => productListQuery.parse({ keyword: 'tea', ...extra });
    const ranked = await listProducts(app.db, 'en_US', query({}));
    expect(ranked.total).toBeGreaterThan(1);
    const [byPrice, pastTheEnd] = await Promise.all([
      listProducts(app.db, 'en_US', query({ sort: 'price_asc' })),
      listProducts(app.db, 'en_US', query({ page: String(ranked.total + 1), size: '1' })),
    ]);
    expect([byPrice.total, pastTheEnd.total, pastTheEnd.list]).toEqual([ranked.total, ranked.total, []]);
  });

  it('answers an empty page for a keyword nothing matches, and refuses one over 100 characters', async () => {
    expect((await search('zzqqxxyy')).data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    const long = await search('a'.repeat(101));
    expect(long.status).toBe(400);
    expect((long.data as unknown as { fields: Array<{ field: string; rule: string }> }).fields[0]).toMatchObject({ field: 'keyword', rule: 'keywordTooLong' });
  });

  it('treats a blank keyword as no search (newest first, no highlight)', async () => {
    const { data } = await search('   ');
    expect(data.total).toBe(30);
    expect(data.list[0]?.highlight).toBeUndefined();
  });
});

describe('merchant search through merchant.list', () => {
  it('finds a merchant by its Chinese name in either script', async () => {
    for (const keyword of ['港叶茶庄', '港葉茶莊']) {
      const { data } = await get<Page<MerchantCard>>('/api/v1/merchant/list', { keyword });
      expect(data.list[0]?.slug).toBe('harbour-leaf-tea');
    }
  });
});
