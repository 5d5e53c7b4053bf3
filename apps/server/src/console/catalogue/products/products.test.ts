import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { ConsoleProductListView, ConsoleProductView } from '@sme/shared/schemas/console-products';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { signedInStaff } from '../../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { listAudit } from '../../audit/audit.service';

/** Back-office products: validation, merchant scoping, the public catalogue following changes, audit entries. */

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
  return clientOf(app, `10.67.0.${clients}`, staff.cookie);
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

/** A valid create body with a unique code and name word. */
function productBody(overrides: Record<string, unknown> = {}) {
  const word = `Zq${unique()}`;
  return {
    code: `C-${unique()}`,
    nameEn: `Lantern ${word}`,
    nameZh: `燈籠 ${word}`,
    currency: 'HKD',
    retailPriceMinor: 12_345,
    stock: 5,
    deliveryTypes: ['HOME_DELIVERY'],
    status: 'ACTIVE',
    ...overrides,
  };
}

const view = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleProductView>(res).data;
};
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);
const auditOf = async (productId: string) => (await listAudit(app.db, { targetId: productId, page: 1, size: 50 })).list;
const publicSearch = async (keyword: string, size = 20) => {
  const member = clientOf(app, '10.67.1.1');
  const res = await member({ method: 'GET', url: '/api/v1/product/list', query: { keyword, size } });
  return envelopeOf<{ list: Array<{ id: string }> }>(res).data.list.map((p) => p.id);
};

describe('console products: validation', () => {
  it('refuses bad input with 400 naming field and rule, and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nameEn: '' }, 'nameEn:required'],
      [{ nameZh: undefined }, 'nameZh:required'],
      [{ wholesalePriceMinor: 10_000 }, 'minWholesaleQty:wholesalePair'],
      [{ minWholesaleQty: 10 }, 'wholesalePriceMinor:wholesalePair'],
      [{ stock: -1 }, 'stock:tooSmall'],
      [{ deliveryTypes: [] }, 'deliveryTypes:deliveryTypesRequired'],
      [{ retailPriceMinor: 12.5 }, 'retailPriceMinor:priceInvalid'],
      [{ images: ['javascript:alert(1)'] }, 'images.0:imageInvalid'],
    ];
    for (const [overrides, expected] of cases) {
      const body = productBody({ merchantId: merchantA, ...overrides });
      const res = await admin({ url: '/api/v1/console/product/create', json: body });
      expect([expected, res.statusCode, envelopeOf(res).meta.code]).toEqual([expected, 400, Codes.BAD_REQUEST.code]);
      expect(fieldsOf(res)).toContain(expected);
      const found = envelopeOf<ConsoleProductListView>(await admin({ method: 'GET', url: '/api/v1/console/product/list', query: { q: body.code } })).data;
      expect(found.total).toBe(0);
    }
  });

  it('sanitises description and terms HTML on write: scripts and handlers are gone', async () => {
    const body = productBody({
      descriptionEn: '<p onclick="x()">Fine <script>alert(1)</script><strong>tea</strong></p>',
      termsZh: '<img src="javascript:x"><em>條款</em>',
    });
    const created = view(await staffA({ url: '/api/v1/console/product/create', json: body }));
    expect(created.descriptionEn).toBe('<p>Fine <strong>tea</strong></p>');
    expect(created.termsZh).toBe('<em>條款</em>');
    expect(created.merchantId).toBe(merchantA);
  });

  it('refuses a product code already in use with 409', async () => {
    const body = productBody();
    view(await staffA({ url: '/api/v1/console/product/create', json: body }));
    const again = await staffA({ url: '/api/v1/console/product/create', json: productBody({ code: body.code }) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This product code is already in use. Please choose another.']);
  });

  it('needs the merchant from an admin, and keeps a merchant’s staff to their own merchant', async () => {
    const noMerchant = await admin({ url: '/api/v1/console/product/create', json: productBody() });
    expect([noMerchant.statusCode, fieldsOf(noMerchant)]).toEqual([400, ['merchantId:required']]);
    const elsewhere = await staffA({ url: '/api/v1/console/product/create', json: productBody({ merchantId: merchantB }) });
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['merchantId:invalid']]);
  });
});

describe('console products: access', () => {
  it('answers 401 without a session, 403 to a member, 403 before the second factor', async () => {
    expect((await clientOf(app, '10.67.2.1')({ method: 'GET', url: '/api/v1/console/product/list' })).statusCode).toBe(401);
    const member = await signedInMember(app);
    const asMember = await clientOf(app, '10.67.2.2', member.cookie)({ method: 'GET', url: '/api/v1/console/product/list' });
    expect([asMember.statusCode, envelopeOf(asMember).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    const noTotp = await consoleClient({ roles: ['ADMIN'], totp: false });
    const early = await noTotp({ url: '/api/v1/console/product/create', json: productBody({ merchantId: merchantA }) });
    expect([early.statusCode, envelopeOf(early).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
  });

  it('hides another merchant’s product from a merchant’s staff: 404 on read and every change, nothing changed or audited', async () => {
    const id = await insertProduct(app.db, merchantB, { status: 'ACTIVE', stock: 7 });
    expect((await staffA({ method: 'GET', url: `/api/v1/console/product/detail/${id}` })).statusCode).toBe(404);
    const changes: Array<[string, unknown]> = [
      ['update', { id, ...productBody() }],
      ['publish', { id }],
      ['unpublish', { id }],
      ['setStock', { id, stock: 0 }],
    ];
    for (const [action, json] of changes)
      expect([action, (await staffA({ url: `/api/v1/console/product/${action}`, json })).statusCode]).toEqual([action, 404]);
    const list = envelopeOf<ConsoleProductListView>(
      await staffA({ method: 'GET', url: '/api/v1/console/product/list', query: { merchantId: merchantB } }),
    ).data;
    expect(list.list.some((p) => p.id === id)).toBe(false);
    const seen = view(await staffB({ method: 'GET', url: `/api/v1/console/product/detail/${id}` }));
    expect([seen.status, seen.stock]).toEqual(['ACTIVE', 7]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('console products: changes reach the catalogue', () => {
  it('creates an ACTIVE product the public search finds, unpublishes it away, publishes it back; each change audited', async () => {
    const body = productBody({
      merchantId: merchantA,
      wholesalePriceMinor: 9_000,
      minWholesaleQty: 10,
      specOptions: [{ nameEn: 'Size', nameZh: '尺寸', values: [{ en: 'Large', zh: '大' }] }],
    });
    const created = view(await admin({ url: '/api/v1/console/product/create', json: body }));
    expect(created).toMatchObject({ merchantId: merchantA, status: 'ACTIVE', retailPriceMinor: 12_345, wholesalePriceMinor: 9_000, minWholesaleQty: 10 });
    const keyword = body.nameEn.split(' ')[1] ?? '';
    expect(await publicSearch(keyword)).toEqual([created.id]);

    const hidden = view(await staffA({ url: '/api/v1/console/product/unpublish', json: { id: created.id } }));
    expect(hidden.status).toBe('HIDDEN');
    // Another page size is another cache entry: the 15-second answer cache would otherwise still serve the old page.
    expect(await publicSearch(keyword, 21)).toEqual([]);
    view(await staffA({ url: '/api/v1/console/product/publish', json: { id: created.id } }));
    expect(await publicSearch(keyword, 22)).toEqual([created.id]);

    const actions = (await auditOf(created.id)).map((e) => [e.action, e.merchantId]);
    expect(actions).toEqual([
      ['console.product.publish', merchantA],
      ['console.product.unpublish', merchantA],
      ['console.product.create', merchantA],
    ]);
  });

  it('updates the form and the search text follows the new name; a draft stays out of the catalogue', async () => {
    const created = view(await staffA({ url: '/api/v1/console/product/create', json: productBody({ status: 'DRAFT' }) }));
    const word = `Renamed${unique()}`;
    const { id: _id, merchantId: _m, ...rest } = created;
    const updated = view(
      await staffA({
        url: '/api/v1/console/product/update',
        json: { id: created.id, ...productBody({ code: rest.code, nameEn: `Kettle ${word}`, status: 'DRAFT', deliveryTypes: ['STORE_PICKUP', 'NONE'] }) },
      }),
    );
    expect([updated.nameEn, updated.deliveryTypes]).toEqual([`Kettle ${word}`, ['STORE_PICKUP', 'NONE']]);
    expect(await publicSearch(word)).toEqual([]);
    const bad = await staffA({ url: '/api/v1/console/product/update', json: { id: created.id, ...productBody({ deliveryTypes: [] }) } });
    expect([bad.statusCode, fieldsOf(bad)]).toEqual([400, ['deliveryTypes:deliveryTypesRequired']]);
    view(await staffA({ url: '/api/v1/console/product/publish', json: { id: created.id } }));
    expect(await publicSearch(word, 23)).toEqual([created.id]);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['console.product.publish', 'console.product.update', 'console.product.create']);
  });

  it('sets the stock (0 allowed, negative 400) and lists with filters', async () => {
    const created = view(await staffB({ url: '/api/v1/console/product/create', json: productBody({ status: 'HIDDEN' }) }));
    const negative = await staffB({ url: '/api/v1/console/product/setStock', json: { id: created.id, stock: -3 } });
    expect([negative.statusCode, fieldsOf(negative)]).toEqual([400, ['stock:tooSmall']]);
    expect(view(await staffB({ url: '/api/v1/console/product/setStock', json: { id: created.id, stock: 0 } })).stock).toBe(0);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'console.product.setStock', detail: { from: 5, to: 0 } });
    const hiddenOfB = envelopeOf<ConsoleProductListView>(
      await admin({ method: 'GET', url: '/api/v1/console/product/list', query: { merchantId: merchantB, status: 'HIDDEN', q: created.code } }),
    ).data;
    expect(hiddenOfB.list.map((p) => p.id)).toEqual([created.id]);
  });

  it('stores an uploaded image by content and serves it publicly; a non-image is 415', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const res = await staffA({
      url: '/api/v1/console/product/uploadImage',
      multipart: { files: [{ field: 'fileDatas', filename: 'a.png', contentType: 'image/png', content: png }] },
    });
    const { url } = envelopeOf<{ url: string }>(res).data;
    expect(url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\.webp$/);
    const served = await app.inject({ url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const text = await staffA({
      url: '/api/v1/console/product/uploadImage',
      multipart: { files: [{ field: 'fileDatas', filename: 'a.png', contentType: 'image/png', content: Buffer.from('not an image') }] },
    });
    expect(text.statusCode).toBe(415);
    const created = view(await staffA({ url: '/api/v1/console/product/create', json: productBody({ images: [url] }) }));
    expect(created.imageUrl).toBe(url);
  });
});
