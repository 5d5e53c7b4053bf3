import type { TagView } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, signedInject } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { tags } from '../catalogue.tables';
import { MAX_TAG_RESULTS } from './tag-search.service';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await app.db
    .insert(tags)
    .values([
      { slug: 'gift', nameEn: 'Gift', nameZh: '禮品' },
      { slug: 'gift-set', nameEn: 'Corporate Gift Set', nameZh: '企業禮品套裝' },
      { slug: 'organic', nameEn: 'Organic', nameZh: '有機' },
      { slug: 'hk-made', nameEn: 'Made in Hong Kong', nameZh: '香港製造' },
      ...Array.from({ length: 30 }, (_, i) => ({ slug: `bulk-${i}`, nameEn: `Bulk Tag ${i}`, nameZh: `批量標籤${i}` })),
    ]);
});

afterAll(async () => {
  await app?.close();
});

async function search(keyword: string | undefined, locale = 'en-US') {
  const res = await signedInject(app, { url: '/api/v1/tag/search', query: { keyword }, headers: { 'accept-language': locale } });
  return { status: res.statusCode, body: envelopeOf<{ list: TagView[]; fields?: Array<{ field: string }> }>(res) };
}

describe('tag.search', () => {
  it('finds Traditional tag names with a Simplified keyword, named in the request locale', async () => {
    const cn = await search('礼品', 'zh-CN');
    expect(cn.status).toBe(200);
    expect(cn.body.data.list.map((t) => t.slug)).toEqual(['gift', 'gift-set']);
    expect(cn.body.data.list[0]?.name).toBe('礼品');
    const tw = await search('禮品', 'zh-TW');
    expect(tw.body.data.list.map((t) => t.name)).toEqual(['禮品', '企業禮品套裝']);
    const en = await search('禮品');
    expect(en.body.data.list.map((t) => t.name)).toEqual(['Gift', 'Corporate Gift Set']);
  });

  it('finds by prefix and by a word inside the name, prefixes first', async () => {
    expect((await search('org')).body.data.list.map((t) => t.slug)).toEqual(['organic']);
    expect((await search('hong')).body.data.list.map((t) => t.slug)).toEqual(['hk-made']);
    expect((await search('gi')).body.data.list.map((t) => t.slug)).toEqual(['gift', 'gift-set']);
    expect((await search('香港制造')).body.data.list.map((t) => t.slug)).toEqual(['hk-made']);
  });

  it('needs every term and answers an empty list when nothing matches', async () => {
    expect((await search('corporate gift')).body.data.list.map((t) => t.slug)).toEqual(['gift-set']);
    expect((await search('corporate organic')).body.data.list).toEqual([]);
    expect((await search('%_😀')).body.data.list).toEqual([]);
  });

  it(`answers at most ${MAX_TAG_RESULTS} tags`, async () => {
    expect((await search('bulk')).body.data.list).toHaveLength(MAX_TAG_RESULTS);
  });

  it('refuses an empty or missing keyword with 400 naming the field', async () => {
    for (const keyword of ['', '   ', undefined]) {
      const res = await search(keyword);
      expect(res.status).toBe(400);
      expect(res.body.data.fields?.[0]?.field).toBe('keyword');
    }
  });

  it('refuses a keyword over 100 characters', async () => {
    const res = await search('x'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body.data.fields?.[0]?.field).toBe('keyword');
  });
});
