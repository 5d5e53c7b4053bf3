import { LOAN_TYPES } from '@sme/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { randomId } from '@sme/shared/signature';
import type { DictItem } from './dict.service';
import { geoDataVersion } from './geo.service';
import { CAPTCHA_TTL_MS, storeCaptchaAnswer, verifyCaptcha } from './system.service';
import { captchas } from './system.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('image captcha', () => {
  it.each(['/api/v1/sys/code/getCode', '/api/v1/sys/code/genValidateCode'])('%s answers PNG bytes and keeps the answer server-side', async (url) => {
    const key = randomId();
    const res = await signedInject(app, { url, query: { key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect([...res.rawPayload.subarray(0, 8)]).toEqual(PNG_MAGIC);
    const [row] = await app.db.select().from(captchas).where(eq(captchas.key, key));
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a key that is not 32 characters', async () => {
    const res = await signedInject(app, { url: '/api/v1/sys/code/getCode', query: { key: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field).toBe('key');
  });

  it('accepts the answer once, ignoring case', async () => {
    const key = randomId();
    await storeCaptchaAnswer(app.db, key, 'aBcD');
    expect(await verifyCaptcha(app.db, key, 'ABCD')).toBe(true);
    expect(await verifyCaptcha(app.db, key, 'ABCD')).toBe(false);
  });

  it('consumes the captcha on a wrong answer too', async () => {
    const key = randomId();
    await storeCaptchaAnswer(app.db, key, 'wxyz');
    expect(await verifyCaptcha(app.db, key, 'nope')).toBe(false);
    expect(await verifyCaptcha(app.db, key, 'wxyz')).toBe(false);
  });

  it('refuses an expired answer', async () => {
    const key = randomId();
    await storeCaptchaAnswer(app.db, key, 'abcd', Date.now() - CAPTCHA_TTL_MS - 1000);
    expect(await verifyCaptcha(app.db, key, 'abcd')).toBe(false);
  });
});

describe('dictionary list', () => {
  const list = async (query: Record<string, string>, locale = 'en-US') => {
    const res = await signedInject(app, { url: '/api/v1/sys/dict/list', query, headers: { 'accept-language': locale } });
    return { status: res.statusCode, list: res.statusCode === 200 ? envelopeOf<{ list: DictItem[] }>(res).data.list : [] };
  };

  it('lists a seeded type with labels in en_US, zh_CN and zh_TW', async () => {
    const en = await list({ type: 'natureOfBusiness' });
    const cn = await list({ type: 'natureOfBusiness' }, 'zh-CN');
    const tw = await list({ type: 'natureOfBusiness' }, 'zh-TW');
    expect(en.list.length).toBeGreaterThanOrEqual(15);
    expect(en.list.find((i) => i.code === 'LOGISTICS')?.label).toBe('Logistics and freight forwarding');
    expect(cn.list.find((i) => i.code === 'LOGISTICS')?.label).toBe('物流及货运代理');
    expect(tw.list.find((i) => i.code === 'LOGISTICS')?.label).toBe('物流及貨運代理');
    expect(cn.list.map((i) => i.code)).toEqual(en.list.map((i) => i.code));
  });

  it('lists loan types, tenures and salutations of the spec in order', async () => {
    expect((await list({ type: 'loanType' })).list.map((i) => i.code)).toEqual([...LOAN_TYPES]);
    expect((await list({ type: 'loanTenure' }, 'zh-CN')).list.map((i) => i.label)).toEqual(['6 个月', '12 个月', '24 个月', '36 个月', '48 个月', '60 个月']);
    expect((await list({ type: 'salutation' }, 'zh-TW')).list).toEqual([
      { code: 'MR', label: '先生' },
      { code: 'MS', label: '女士' },
    ]);
  });

  it('lists countries and the cities (districts) of a country from the geo data', async () => {
    const hk = (await list({ type: 'countries' }, 'zh-CN')).list.find((c) => c.code === 'HK');
    expect(hk).toEqual({ code: 'HK', label: '中国香港特别行政区', phoneCode: '+852', currency: 'HKD' });
    expect((await list({ type: 'cities', parent: 'HK' })).list.map((c) => c.code)).toContain('Wan Chai');
    expect((await list({ type: 'cities', parent: 'SG' })).list.length).toBeGreaterThan(0);
  });

  it('lists all 18 Hong Kong districts, labelled in the reader’s language with the stored English name as the code', async () => {
    const tw = (await list({ type: 'cities', parent: 'HK' }, 'zh-TW')).list;
    expect(tw).toHaveLength(18);
    expect(tw).toContainEqual({ code: 'Wan Chai', label: '灣仔區' });
    expect(tw).toContainEqual({ code: 'Central and Western District', label: '中西區' });
    expect(tw).toContainEqual({ code: 'Tai Po', label: '大埔區' });
    expect((await list({ type: 'cities', parent: 'HK' }, 'zh-CN')).list).toContainEqual({ code: 'Islands District', label: '离岛区' });
    expect((await list({ type: 'cities', parent: 'HK' })).list).toContainEqual({ code: 'Sha Tin', label: 'Sha Tin' });
  });

  it('answers 404 for an unknown type or country', async () => {
    expect((await list({ type: 'noSuchType' })).status).toBe(404);
    expect((await list({ type: 'cities', parent: 'ZZ' })).status).toBe(404);
  });
});

describe('geo static data', () => {
  it('serves countries with names in three locales, long-cached when versioned, with an ETag', async () => {
    const res = await app.inject({ url: `/static/geo/countries.json?v=${geoDataVersion()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hk = res.json<Array<{ iso2: string; name: Record<string, string>; phoneCode: string; currency: string }>>().find((c) => c.iso2 === 'HK');
    expect(hk).toMatchObject({ phoneCode: '+852', currency: 'HKD', name: { zh_CN: '中国香港特别行政区', zh_TW: '中國香港特別行政區' } });
    const etag = String(res.headers.etag);
    expect((await app.inject({ url: '/static/geo/countries.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/static/geo/countries.json?v=old' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the cities of a country and 404 for an unknown one', async () => {
    const hk = await app.inject({ url: '/static/geo/cities/HK.json' });
    expect(hk.json<Array<{ name: string }>>().map((c) => c.name)).toContain('Sha Tin');
    expect((await app.inject({ url: '/static/geo/cities/ZZ.json' })).statusCode).toBe(404);
  });
});

describe('holiday disabled dates', () => {
  it('lists Hong Kong public holidays of this year and next', async () => {
    const year = new Date().getUTCFullYear();
    const res = await signedInject(app, { url: '/api/v1/sys/holiday/HK' });
    expect(res.statusCode).toBe(200);
    const { dates } = envelopeOf<{ dates: string[] }>(res).data;
    expect(dates).toContain(`${year}-12-25`);
    expect(dates).toContain(`${year + 1}-01-01`);
    if (year <= 2026) expect(dates).toContain('2026-12-25');
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  it('knows regions and answers 404 for an unknown name', async () => {
    expect((await signedInject(app, { url: '/api/v1/sys/holiday/US-CA' })).statusCode).toBe(200);
    const unknown = await signedInject(app, { url: '/api/v1/sys/holiday/ZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).meta.code).toBe(404);
  });
});
