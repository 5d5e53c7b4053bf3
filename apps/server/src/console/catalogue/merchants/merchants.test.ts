import { randomBytes } from 'node:crypto';
import type { ConsoleMerchantListView, ConsoleMerchantView } from '@sme/shared/schemas/console-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { type Callers, auditedActions, catalogueCallers, dataOf, expectAdminOnly, fieldsOf } from '../catalogue.test-kit';

/** Back-office merchants: admins only, validation, unique slugs, search text and public pages following, audit. */

let app: FastifyInstance;
let c: Callers;

beforeAll(async () => {
  app = await createTestApp();
  c = await catalogueCallers(app, 71);
});

afterAll(async () => {
  await app?.close();
});

const unique = () => randomBytes(4).toString('hex');

function merchantBody(overrides: Record<string, unknown> = {}) {
  const word = `Mq${unique()}`;
  return {
    slug: `tea-${unique()}`,
    nameEn: `Harbour Tea ${word}`,
    nameZh: `海港茶 ${word}`,
    descriptionEn: 'Loose-leaf tea from Sheung Wan.',
    descriptionZh: '上環散裝茶葉。',
    city: 'Hong Kong',
    website: 'https://tea.example.hk',
    logoUrl: '/static/media/logo-tea.png',
    isVerified: true,
    ...overrides,
  };
}

const create = async (overrides: Record<string, unknown> = {}) =>
  dataOf<ConsoleMerchantView>(await c.admin({ url: '/api/v1/console/merchant/create', json: merchantBody(overrides) }));
const consoleList = async (query: Record<string, string | number>) =>
  dataOf<ConsoleMerchantListView>(await c.admin({ method: 'GET', url: '/api/v1/console/merchant/list', query }));
/** Public merchant.list ids for a keyword; vary `size` to step past the 15-second answer cache. */
const publicIds = async (keyword: string, size: number) =>
  dataOf<{ list: Array<{ id: string }> }>(await c.visitor({ method: 'GET', url: '/api/v1/merchant/list', query: { keyword, size } })).list.map((m) => m.id);
const updateBody = (m: ConsoleMerchantView, overrides: Record<string, unknown>) => {
  const { productCount: _p, updatedAt: _u, createdAt: _c, ...fields } = m;
  return { ...fields, ...overrides };
};

describe('console merchants: access', () => {
  it('refuses a merchant’s staff, a member and an admin before TOTP on every endpoint (403), changing nothing', async () => {
    const existing = await create();
    const slug = `nope-${unique()}`;
    await expectAdminOnly(c, { method: 'GET', url: '/api/v1/console/merchant/list' });
    await expectAdminOnly(c, { method: 'GET', url: `/api/v1/console/merchant/detail/${existing.id}` });
    await expectAdminOnly(c, { url: '/api/v1/console/merchant/create', json: merchantBody({ slug }) });
    await expectAdminOnly(c, { url: '/api/v1/console/merchant/update', json: updateBody(existing, { status: 'HIDDEN' }) });
    expect((await consoleList({ q: slug })).total).toBe(0);
    expect(dataOf<ConsoleMerchantView>(await c.admin({ method: 'GET', url: `/api/v1/console/merchant/detail/${existing.id}` })).status).toBe('ACTIVE');
    expect((await auditedActions(app, existing.id)).map((e) => e.action)).toEqual(['console.merchant.create']);
  });

  it('answers 404 for a merchant that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await c.admin({ method: 'GET', url: `/api/v1/console/merchant/detail/${missing}` })).statusCode).toBe(404);
    const res = await c.admin({ url: '/api/v1/console/merchant/update', json: { ...merchantBody(), id: missing } });
    expect(res.statusCode).toBe(404);
  });
});

describe('console merchants: validation', () => {
  it('refuses bad input with 400 naming field and rule, and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'Tea House' }, 'slug:slugInvalid'],
      [{ nameEn: ' ' }, 'nameEn:required'],
      [{ website: 'javascript:alert(1)' }, 'website:websiteInvalid'],
      [{ logoUrl: 'http://insecure.example/logo.png' }, 'logoUrl:imageInvalid'],
      [{ countryCode: 'Hong Kong' }, 'countryCode:countryInvalid'],
      [{ status: 'DELETED' }, 'status:invalid'],
    ];
    for (const [overrides, expected] of cases) {
      const body = merchantBody(overrides);
      const res = await c.admin({ url: '/api/v1/console/merchant/create', json: body });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
      expect((await consoleList({ q: body.nameZh.split(' ')[1] ?? '' })).total).toBe(0);
    }
  });

  it('refuses a slug in use with 409 on create and on update, leaving the other merchant as it was', async () => {
    const first = await create();
    const second = await create();
    const again = await c.admin({ url: '/api/v1/console/merchant/create', json: merchantBody({ slug: first.slug }) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This merchant address (slug) is already in use. Please choose another.']);
    const clash = await c.admin({ url: '/api/v1/console/merchant/update', json: updateBody(second, { slug: first.slug, nameEn: 'Changed' }) });
    expect(clash.statusCode).toBe(409);
    const kept = dataOf<ConsoleMerchantView>(await c.admin({ method: 'GET', url: `/api/v1/console/merchant/detail/${second.id}` }));
    expect([kept.slug, kept.nameEn]).toEqual([second.slug, second.nameEn]);
    expect((await auditedActions(app, second.id)).map((e) => e.action)).toEqual(['console.merchant.create']);
  });
});

describe('console merchants: changes reach the site', () => {
  it('creates a merchant the public search finds, renames it (search follows), hides it away; each change audited', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'ACTIVE', isVerified: true, city: 'Hong Kong', productCount: 0 });
    const word = created.nameEn.split(' ')[2] ?? '';
    expect(await publicIds(word, 11)).toEqual([created.id]);

    const renamed = `Renamed${unique()}`;
    const updated = dataOf<ConsoleMerchantView>(
      await c.admin({ url: '/api/v1/console/merchant/update', json: updateBody(created, { nameEn: `Kowloon Tea ${renamed}`, website: null }) }),
    );
    expect([updated.nameEn, updated.website]).toEqual([`Kowloon Tea ${renamed}`, null]);
    expect(await publicIds(renamed, 12)).toEqual([created.id]);

    dataOf(await c.admin({ url: '/api/v1/console/merchant/update', json: updateBody(updated, { status: 'HIDDEN' }) }));
    expect(await publicIds(renamed, 13)).toEqual([]);
    const detail = await c.visitor({ method: 'GET', url: `/api/v1/merchant/detail/${created.id}`, headers: { 'accept-language': 'zh-HK' } });
    expect(detail.statusCode).toBe(404);

    const entries = await auditedActions(app, created.id);
    expect(entries.map((e) => [e.action, e.targetType, e.merchantId])).toEqual([
      ['console.merchant.update', 'merchant', created.id],
      ['console.merchant.update', 'merchant', created.id],
      ['console.merchant.create', 'merchant', created.id],
    ]);
    expect(entries[0]?.detail).toMatchObject({ status: 'HIDDEN', from: { status: 'ACTIVE' } });
  });

  it('lists every merchant with filters: status, verified and a name or slug search', async () => {
    const hidden = await create({ status: 'HIDDEN', isVerified: false });
    const word = hidden.nameEn.split(' ')[2] ?? '';
    expect((await consoleList({ q: word, status: 'HIDDEN' })).list.map((m) => m.id)).toEqual([hidden.id]);
    expect((await consoleList({ q: word, status: 'ACTIVE' })).total).toBe(0);
    expect((await consoleList({ q: hidden.slug, verified: 'false' })).list.map((m) => m.id)).toEqual([hidden.id]);
    expect((await consoleList({ q: hidden.slug, verified: 'true' })).total).toBe(0);
  });
});
