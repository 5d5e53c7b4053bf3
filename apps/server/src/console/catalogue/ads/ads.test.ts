import type { ConsoleAdView } from '@sme/shared/schemas/console-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { type Callers, auditedActions, catalogueCallers, dataOf, expectAdminOnly, fieldsOf } from '../catalogue.test-kit';

/** Back-office ads: admins only, safe links and dates, the public ads.list following changes, audit. */

let app: FastifyInstance;
let c: Callers;

beforeAll(async () => {
  app = await createTestApp();
  c = await catalogueCallers(app, 73);
});

afterAll(async () => {
  await app?.close();
});

const adBody = (overrides: Record<string, unknown> = {}) => ({
  placement: 'HOME_BANNER',
  titleEn: 'Lunar New Year sale',
  titleZh: '新春優惠',
  subtitleEn: 'Up to 30% off',
  imageUrl: '/static/media/banner-lny.png',
  linkUrl: '/pl?tag=gift',
  sort: 3,
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00+08:00',
  ...overrides,
});

const consoleAds = async (placement?: string) =>
  dataOf<{ list: ConsoleAdView[] }>(await c.admin({ method: 'GET', url: '/api/v1/console/ad/list', query: { placement } })).list;
/** Public ads.list ids; the language is part of the answer cache's key, so each check asks in another one. */
const publicAdIds = async (language: string, placement?: string) =>
  dataOf<{ list: Array<{ id: string }> }>(
    await c.visitor({ method: 'GET', url: '/api/v1/ads/list', query: { placement }, headers: { 'accept-language': language } }),
  ).list.map((a) => a.id);

describe('console ads: access', () => {
  it('refuses a merchant’s staff, a member and an admin before TOTP on every endpoint (403), changing nothing', async () => {
    const ad = dataOf<ConsoleAdView>(await c.admin({ url: '/api/v1/console/ad/create', json: adBody({ placement: 'MARKETPLACE_COLLECTION' }) }));
    await expectAdminOnly(c, { method: 'GET', url: '/api/v1/console/ad/list' });
    await expectAdminOnly(c, { url: '/api/v1/console/ad/create', json: adBody({ placement: 'MARKETPLACE_COLLECTION' }) });
    await expectAdminOnly(c, { url: '/api/v1/console/ad/update', json: { ...adBody({ status: 'HIDDEN' }), id: ad.id } });
    await expectAdminOnly(c, { url: '/api/v1/console/ad/delete', json: { id: ad.id } });
    const after = await consoleAds('MARKETPLACE_COLLECTION');
    expect(after.filter((a) => a.titleEn === 'Lunar New Year sale').map((a) => [a.id, a.status])).toEqual([[ad.id, 'ACTIVE']]);
    expect((await auditedActions(app, ad.id)).map((e) => e.action)).toEqual(['console.ad.create']);
  });
});

describe('console ads: validation', () => {
  it('refuses unsafe links, bad images, an end before the start and unknown placements with 400, creating nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl:linkInvalid'],
      [{ linkUrl: '//evil.example/phish' }, 'linkUrl:linkInvalid'],
      [{ linkUrl: 'http://plain.example' }, 'linkUrl:linkInvalid'],
      [{ linkUrl: 'data:text/html,hi' }, 'linkUrl:linkInvalid'],
      [{ imageUrl: 'javascript:x' }, 'imageUrl:imageInvalid'],
      [{ startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }, 'endsAt:endAfterStart'],
      [{ startsAt: 'next week' }, 'startsAt:dateInvalid'],
      [{ placement: 'SIDEBAR' }, 'placement:invalid'],
      [{ titleZh: '' }, 'titleZh:required'],
    ];
    const before = (await consoleAds()).length;
    for (const [overrides, expected] of cases) {
      const res = await c.admin({ url: '/api/v1/console/ad/create', json: adBody(overrides) });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    expect((await consoleAds()).length).toBe(before);
    const https = dataOf<ConsoleAdView>(
      await c.admin({ url: '/api/v1/console/ad/create', json: adBody({ linkUrl: 'https://partner.example.hk/offer', placement: 'MARKETPLACE_BANNER' }) }),
    );
    expect(https.linkUrl).toBe('https://partner.example.hk/offer');
  });
});

describe('console ads: changes reach the site', () => {
  it('creates an ad the public list shows, hides it away, deletes it; each change audited', async () => {
    const created = dataOf<ConsoleAdView>(await c.admin({ url: '/api/v1/console/ad/create', json: adBody() }));
    expect(created).toMatchObject({ placement: 'HOME_BANNER', status: 'ACTIVE', sort: 3, endsAt: '2098-12-31T16:00:00.000Z' });
    expect(await publicAdIds('en', 'HOME_BANNER')).toContain(created.id);
    const future = dataOf<ConsoleAdView>(await c.admin({ url: '/api/v1/console/ad/create', json: adBody({ startsAt: '2098-01-01T00:00:00Z' }) }));
    expect(await publicAdIds('zh-CN', 'HOME_BANNER')).not.toContain(future.id);

    const hidden = dataOf<ConsoleAdView>(
      await c.admin({ url: '/api/v1/console/ad/update', json: { ...adBody({ status: 'HIDDEN', subtitleEn: null }), id: created.id } }),
    );
    expect([hidden.status, hidden.subtitleEn]).toEqual(['HIDDEN', null]);
    expect(await publicAdIds('zh-HK', 'HOME_BANNER')).not.toContain(created.id);
    expect((await consoleAds('HOME_BANNER')).map((a) => a.id)).toEqual(expect.arrayContaining([created.id, future.id]));

    expect(dataOf(await c.admin({ url: '/api/v1/console/ad/delete', json: { id: created.id } }))).toEqual({ id: created.id });
    expect((await consoleAds('HOME_BANNER')).some((a) => a.id === created.id)).toBe(false);
    expect((await c.admin({ url: '/api/v1/console/ad/delete', json: { id: created.id } })).statusCode).toBe(404);
    const entries = await auditedActions(app, created.id);
    expect(entries.map((e) => [e.action, e.targetType])).toEqual([
      ['console.ad.delete', 'ad'],
      ['console.ad.update', 'ad'],
      ['console.ad.create', 'ad'],
    ]);
  });
});
