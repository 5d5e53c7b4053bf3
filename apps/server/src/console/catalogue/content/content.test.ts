import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { ConsoleContentListView, ConsoleContentView } from '@sme/shared/schemas/console-content';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../../test/accounts';
import { insertMerchant } from '../../../test/catalogue-fixtures';
import { signedInStaff } from '../../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { listAudit } from '../../audit/audit.service';
import { createContent } from '../../../modules/catalogue/content/content.service';

/** Back-office content: roles and merchant scoping, validation, sanitising, the public news following changes, audit entries. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let clients = 0;

async function consoleClient(options: Parameters<typeof signedInStaff>[1]): Promise<Send> {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return clientOf(app, `10.68.0.${clients}`, staff.cookie);
}

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  admin = await consoleClient({ roles: ['ADMIN'] });
  staffA = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA });
  staffB = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB });
});

afterAll(async () => {
  await app?.close();
});

const unique = () => randomBytes(4).toString('hex');

/** A valid create body with a unique slug and title word. */
function contentBody(overrides: Record<string, unknown> = {}) {
  const word = `Zq${unique()}`;
  return {
    kind: 'NEWS',
    slug: `fair-${unique()}`,
    titleEn: `Spring fair ${word}`,
    titleZh: `春季展銷 ${word}`,
    bodyEn: '<p>Come along.</p>',
    bodyZh: '<p>歡迎光臨。</p>',
    status: 'PUBLISHED',
    ...overrides,
  };
}

const view = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleContentView>(res).data;
};
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);
const auditOf = async (id: string) => (await listAudit(app.db, { targetId: id, page: 1, size: 50 })).list;
const adminList = async (query: Record<string, string>) =>
  envelopeOf<ConsoleContentListView>(await admin({ method: 'GET', url: '/api/v1/console/content/list', query })).data;
const publicNews = async (size: number) => {
  const res = await clientOf(app, '10.68.1.1')({ method: 'GET', url: '/api/v1/content/list', query: { kind: 'NEWS', size } });
  return envelopeOf<{ list: Array<{ id: string }> }>(res).data.list.map((c) => c.id);
};
const publicDetail = (id: string, locale = 'en_US') =>
  clientOf(app, '10.68.1.2')({ method: 'GET', url: `/api/v1/content/detail/${id}`, headers: { 'accept-language': locale } });

describe('console content: validation and sanitising', () => {
  it('refuses bad input with 400 naming field and rule, and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ titleEn: '' }, 'titleEn:required'],
      [{ bodyZh: undefined }, 'bodyZh:required'],
      [{ slug: 'Not A Slug' }, 'slug:slugInvalid'],
      [{ kind: 'BLOG' }, 'kind:invalid'],
      [{ coverUrl: 'javascript:alert(1)' }, 'coverUrl:imageInvalid'],
    ];
    for (const [overrides, expected] of cases) {
      const body = contentBody(overrides);
      const res = await admin({ url: '/api/v1/console/content/create', json: body });
      expect([expected, res.statusCode, envelopeOf(res).meta.code]).toEqual([expected, 400, Codes.BAD_REQUEST.code]);
      expect(fieldsOf(res)).toContain(expected);
      expect((await adminList({ q: String(body.slug) })).total).toBe(0);
    }
  });

  it('sanitises the bodies on write and serves them back as stored', async () => {
    const body = contentBody({
      bodyEn: '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p><a href="javascript:x">bad</a> <a href="https://example.com">ok</a></p>',
    });
    const created = view(await staffA({ url: '/api/v1/console/content/create', json: body }));
    expect(created.bodyEn).toBe(
      '<h2>Hi</h2><p><a rel="noopener noreferrer nofollow">bad</a> <a href="https://example.com" rel="noopener noreferrer nofollow">ok</a></p>',
    );
    expect(view(await staffA({ method: 'GET', url: `/api/v1/console/content/detail/${created.id}` })).bodyEn).toBe(created.bodyEn);
    expect(created.merchantId).toBe(merchantA);
  });

  it('refuses a slug in use with 409, on create and on update', async () => {
    const first = view(await admin({ url: '/api/v1/console/content/create', json: contentBody({ kind: 'HELP' }) }));
    const again = await staffA({ url: '/api/v1/console/content/create', json: contentBody({ slug: first.slug }) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This address (slug) is already used by another item. Please choose another.']);
    const other = view(await staffA({ url: '/api/v1/console/content/create', json: contentBody() }));
    const clash = await staffA({ url: '/api/v1/console/content/update', json: { id: other.id, ...contentBody({ slug: first.slug }) } });
    expect(clash.statusCode).toBe(409);
  });
});

describe('console content: access', () => {
  it('answers 403 to a member and before the second factor, on every endpoint', async () => {
    const member = await signedInMember(app);
    const asMember = clientOf(app, '10.68.2.2', member.cookie);
    const noTotp = await consoleClient({ roles: ['ADMIN'], totp: false });
    const id = view(await admin({ url: '/api/v1/console/content/create', json: contentBody() })).id;
    const requests: SignedRequest[] = [
      { method: 'GET', url: '/api/v1/console/content/list' },
      { method: 'GET', url: `/api/v1/console/content/detail/${id}` },
      { url: '/api/v1/console/content/create', json: contentBody() },
      { url: '/api/v1/console/content/update', json: { id, ...contentBody() } },
      { url: '/api/v1/console/content/publish', json: { id } },
      { url: '/api/v1/console/content/unpublish', json: { id } },
      { url: '/api/v1/console/content/delete', json: { id } },
    ];
    for (const req of requests) {
      for (const send of [asMember, noTotp]) {
        const res = await send(req);
        expect([req.url, res.statusCode, envelopeOf(res).meta.code]).toEqual([req.url, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
    expect(view(await admin({ method: 'GET', url: `/api/v1/console/content/detail/${id}` })).status).toBe('PUBLISHED');
  });

  it('hides another merchant’s and the platform’s items from a merchant’s staff: 404 on read and every change, nothing changed or audited', async () => {
    const ofB = view(await staffB({ url: '/api/v1/console/content/create', json: contentBody() }));
    const platform = view(await admin({ url: '/api/v1/console/content/create', json: contentBody({ kind: 'ARTICLE' }) }));
    for (const id of [ofB.id, platform.id]) {
      expect((await staffA({ method: 'GET', url: `/api/v1/console/content/detail/${id}` })).statusCode).toBe(404);
      const changes: Array<[string, unknown]> = [
        ['update', { id, ...contentBody() }],
        ['publish', { id }],
        ['unpublish', { id }],
        ['delete', { id }],
      ];
      for (const [action, json] of changes)
        expect([action, (await staffA({ url: `/api/v1/console/content/${action}`, json })).statusCode]).toEqual([action, 404]);
    }
    const listed = envelopeOf<ConsoleContentListView>(
      await staffA({ method: 'GET', url: '/api/v1/console/content/list', query: { merchantId: merchantB } }),
    ).data;
    expect(listed.list.some((c) => c.id === ofB.id || c.id === platform.id)).toBe(false);
    expect(view(await staffB({ method: 'GET', url: `/api/v1/console/content/detail/${ofB.id}` })).status).toBe('PUBLISHED');
    expect((await auditOf(ofB.id)).map((e) => e.action)).toEqual(['console.content.create']);
  });

  it('lets a merchant’s staff write news only, for their own merchant; an admin writes any kind for the platform or a merchant', async () => {
    for (const kind of ['ARTICLE', 'HELP']) {
      const res = await staffA({ url: '/api/v1/console/content/create', json: contentBody({ kind }) });
      expect([res.statusCode, fieldsOf(res)]).toEqual([400, ['kind:invalid']]);
    }
    const elsewhere = await staffA({ url: '/api/v1/console/content/create', json: contentBody({ merchantId: merchantB }) });
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['merchantId:invalid']]);
    const news = view(await staffA({ url: '/api/v1/console/content/create', json: contentBody() }));
    const turned = await staffA({ url: '/api/v1/console/content/update', json: { id: news.id, ...contentBody({ slug: news.slug, kind: 'HELP' }) } });
    expect(turned.statusCode).toBe(400);
    expect(view(await admin({ url: '/api/v1/console/content/create', json: contentBody({ kind: 'HELP' }) })).merchantId).toBeNull();
    expect(view(await admin({ url: '/api/v1/console/content/create', json: contentBody({ merchantId: merchantB }) })).merchantId).toBe(merchantB);
  });
});

describe('console content: changes reach the public news', () => {
  it('publishes, unpublishes, updates and deletes; newsList and contentD follow, each change audited', async () => {
    const draft = view(await staffA({ url: '/api/v1/console/content/create', json: contentBody({ status: 'DRAFT' }) }));
    expect((await publicDetail(draft.id)).statusCode).toBe(404);
    expect(await publicNews(40)).not.toContain(draft.id);

    view(await staffA({ url: '/api/v1/console/content/publish', json: { id: draft.id } }));
    // Each page size (up to the cap of 50) and each id is its own entry of the 15-second answer cache.
    expect(await publicNews(41)).toContain(draft.id);
    const updated = view(
      await staffA({
        url: '/api/v1/console/content/update',
        json: { id: draft.id, ...contentBody({ slug: draft.slug, titleZh: '新標題', bodyZh: '<p>更新<script>x</script></p>' }) },
      }),
    );
    expect(updated.bodyZh).toBe('<p>更新</p>');
    const shown = envelopeOf<{ title: string; bodyHtml: string }>(await publicDetail(draft.id, 'zh-HK')).data;
    expect([shown.title, shown.bodyHtml]).toEqual(['新標題', '<p>更新</p>']);

    expect(view(await staffA({ url: '/api/v1/console/content/unpublish', json: { id: draft.id } })).status).toBe('DRAFT');
    expect(await publicNews(42)).not.toContain(draft.id);
    const deleted = await staffA({ url: '/api/v1/console/content/delete', json: { id: draft.id } });
    expect(deleted.statusCode).toBe(200);
    expect((await staffA({ method: 'GET', url: `/api/v1/console/content/detail/${draft.id}` })).statusCode).toBe(404);
    const entries = await auditOf(draft.id);
    expect(entries.map((e) => [e.action, e.merchantId])).toEqual([
      ['console.content.delete', merchantA],
      ['console.content.unpublish', merchantA],
      ['console.content.update', merchantA],
      ['console.content.publish', merchantA],
      ['console.content.create', merchantA],
    ]);
  });

  it('lists with filters: kind, status, search', async () => {
    const word = unique();
    const help = await createContent(app.db, { ...contentBody({ kind: 'HELP', slug: `help-${word}`, titleEn: `Help ${word}` }), status: 'DRAFT' } as Parameters<
      typeof createContent
    >[1]);
    const found = await adminList({ q: word, kind: 'HELP', status: 'DRAFT' });
    expect(found.list.map((c) => c.id)).toEqual([help.id]);
    expect((await adminList({ q: word, kind: 'NEWS' })).total).toBe(0);
  });

  it('stores an uploaded cover by content; a non-image is 415', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const res = await staffA({
      url: '/api/v1/console/content/uploadCover',
      multipart: { files: [{ field: 'fileDatas', filename: 'c.png', contentType: 'image/png', content: png }] },
    });
    const { url } = envelopeOf<{ url: string }>(res).data;
    expect((await app.inject({ url })).headers['content-type']).toBe('image/webp');
    const text = await staffA({
      url: '/api/v1/console/content/uploadCover',
      multipart: { files: [{ field: 'fileDatas', filename: 'c.png', contentType: 'image/png', content: Buffer.from('no image') }] },
    });
    expect(text.statusCode).toBe(415);
    expect(view(await staffA({ url: '/api/v1/console/content/create', json: contentBody({ coverUrl: url }) })).coverUrl).toBe(url);
  });
});
