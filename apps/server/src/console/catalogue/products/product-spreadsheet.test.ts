import { randomBytes } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { PRODUCT_SHEET_COLUMNS, type ProductSheetErrorsView, type ProductSheetImportView } from '@sme/shared/schemas/console-product-sheet';
import type { ConsoleProductListView, ConsoleProductView } from '@sme/shared/schemas/console-products';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../../test/accounts';
import { insertMerchant, insertProduct } from '../../../test/catalogue-fixtures';
import { signedInStaff } from '../../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { listAudit } from '../../audit/audit.service';
import { categories, tags } from '../../../modules/catalogue/catalogue.tables';

/** Product spreadsheets: export → import round trip, all-or-nothing validation, dry runs, merchant scoping, roles. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;
type Cells = Partial<Record<(typeof PRODUCT_SHEET_COLUMNS)[number], string | number>>;

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let tagSlug: string;
let tagId: string;
let categorySlug: string;
let categoryId: string;
let clients = 0;

const unique = () => randomBytes(4).toString('hex');

async function consoleClient(options: Parameters<typeof signedInStaff>[1]): Promise<Send> {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return clientOf(app, `10.69.0.${clients}`, staff.cookie);
}

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  admin = await consoleClient({ roles: ['ADMIN'] });
  staffA = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA });
  staffB = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB });
  tagSlug = `tag-${unique()}`;
  categorySlug = `cat-${unique()}`;
  [{ id: tagId }] = (await app.db.insert(tags).values({ slug: tagSlug, nameEn: 'Organic', nameZh: '有機' }).returning({ id: tags.id })) as [{ id: string }];
  [{ id: categoryId }] = (await app.db.insert(categories).values({ slug: categorySlug, nameEn: 'Tea', nameZh: '茶' }).returning({ id: categories.id })) as [
    { id: string },
  ];
});

afterAll(async () => {
  await app?.close();
});

/** An XLSX file with the sheet's header and these rows (columns left out stay empty). */
async function sheetOf(rows: Cells[], columns: readonly string[] = PRODUCT_SHEET_COLUMNS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('products');
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow(columns.map((c) => row[c as keyof Cells] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A valid new row with a unique code. */
const newRow = (overrides: Cells = {}): Cells => ({
  code: `S-${unique()}`,
  nameEn: `Kettle Zq${unique()}`,
  nameZh: '水壺',
  currency: 'HKD',
  retailPrice: '128.50',
  stock: 4,
  deliveryTypes: 'HOME_DELIVERY',
  status: 'ACTIVE',
  ...overrides,
});

const importSheet = (send: Send, file: Buffer, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  send({
    url: '/api/v1/console/product/importSheet',
    headers,
    multipart: { fields, files: [{ field: 'fileDatas', filename: 'p.xlsx', contentType: 'application/octet-stream', content: file }] },
  });
const report = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ProductSheetImportView>(res).data;
};
const errorsOf = (res: LightMyRequestResponse) => envelopeOf<ProductSheetErrorsView>(res).data.errors;
const listByCode = async (send: Send, q: string) =>
  envelopeOf<ConsoleProductListView>(await send({ method: 'GET', url: '/api/v1/console/product/list', query: { q } })).data.list;
const detail = async (send: Send, id: string) =>
  envelopeOf<ConsoleProductView>(await send({ method: 'GET', url: `/api/v1/console/product/detail/${id}` })).data;
const importAudits = async () => (await listAudit(app.db, { action: 'console.product.importSheet', page: 1, size: 100 })).list;

describe('product sheet: export and import round trip', () => {
  it('re-imports its own export unchanged: every field, tags, category, spec options, exact amounts', async () => {
    const body = {
      code: `RT-${unique()}`,
      nameEn: 'Tea set, "deluxe"',
      nameZh: '茶具套裝',
      summaryEn: 'Line one\nline two',
      descriptionEn: '<p>Fine <strong>porcelain</strong></p>',
      categoryId,
      tagIds: [tagId],
      images: ['https://example.com/a.webp', '/static/media/tea.webp'],
      specOptions: [{ nameEn: 'Colour', nameZh: '顏色', values: [{ en: 'Red, dark', zh: '深紅' }] }],
      currency: 'HKD',
      retailPriceMinor: 12_345,
      wholesalePriceMinor: 10_001,
      minWholesaleQty: 12,
      stock: 7,
      deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
      status: 'HIDDEN',
    };
    const created = envelopeOf<ConsoleProductView>(await staffA({ url: '/api/v1/console/product/create', json: body })).data;
    const crypto = envelopeOf<ConsoleProductView>(
      await staffA({
        url: '/api/v1/console/product/create',
        json: {
          ...body,
          code: `RT-${unique()}`,
          tagIds: [],
          currency: 'USDT',
          retailPriceMinor: 123_456_789,
          wholesalePriceMinor: null,
          minWholesaleQty: null,
        },
      }),
    ).data;

    const exported = await staffA({ method: 'GET', url: '/api/v1/console/product/exportSheet' });
    expect([exported.statusCode, exported.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const dry = report(await importSheet(staffA, exported.rawPayload, { dryRun: 'true' }));
    expect(dry.created).toBe(0);
    expect(dry.updated).toBeGreaterThanOrEqual(2);

    expect(report(await importSheet(staffA, exported.rawPayload)).created).toBe(0);
    for (const before of [created, crypto]) {
      const after = await detail(staffA, before.id);
      expect({ ...after, updatedAt: '' }).toEqual({ ...before, updatedAt: '' });
    }
  });

  it('exports only the actor’s products; an admin every merchant’s or the one asked; the template has the header only', async () => {
    const ofB = await insertProduct(app.db, merchantB, { code: `B-${unique()}` });
    const codesIn = async (res: LightMyRequestResponse) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      return (sheet?.getColumn(1).values ?? []).slice(1).map(String);
    };
    const bCode = (await detail(admin, ofB)).code;
    expect(await codesIn(await staffA({ method: 'GET', url: '/api/v1/console/product/exportSheet', query: { merchantId: merchantB } }))).not.toContain(bCode);
    expect(await codesIn(await staffB({ method: 'GET', url: '/api/v1/console/product/exportSheet' }))).toContain(bCode);
    const adminOfA = await codesIn(await admin({ method: 'GET', url: '/api/v1/console/product/exportSheet', query: { merchantId: merchantA } }));
    expect([adminOfA[0], adminOfA.includes(bCode)]).toEqual(['code', false]);
    expect(await codesIn(await admin({ method: 'GET', url: '/api/v1/console/product/sheetTemplate' }))).toEqual(['code']);
  });
});

describe('product sheet: validation, all or nothing', () => {
  it('refuses the whole sheet when one row is invalid, listing row, column and message in the reader’s language; nothing written or audited', async () => {
    const ofB = (await detail(admin, await insertProduct(app.db, merchantB, { code: `B-${unique()}` }))).code;
    const good = newRow();
    const rows = [
      good,
      newRow({ retailPrice: '12.345', stock: -1 }),
      newRow({ code: ofB }),
      newRow({ tags: 'no-such-tag', nameEn: '' }),
      newRow({ code: good.code }),
    ];
    const before = (await importAudits()).length;

    const res = await importSheet(staffA, await sheetOf(rows));
    expect([res.statusCode, envelopeOf(res).meta.message]).toEqual([400, '4 row(s) have errors. Nothing was imported.']);
    expect(errorsOf(res).map((e) => [e.row, e.column])).toEqual([
      [3, 'retailPrice'],
      [3, 'stock'],
      [4, 'code'],
      [5, 'tags'],
      [5, 'nameEn'],
      [6, 'code'],
    ]);
    expect(errorsOf(res)[2]?.message).toBe('This product code belongs to another merchant.');
    expect(await listByCode(staffA, String(good.code))).toEqual([]);
    expect((await importAudits()).length).toBe(before);

    const zh = await importSheet(staffA, await sheetOf(rows), {}, { 'accept-language': 'zh-HK' });
    expect(errorsOf(zh)[2]?.message).toBe('此產品編號屬於另一個商戶。');
  });

  it('refuses a file that is no workbook (415), a sheet missing columns (400) and an admin without the merchant (400)', async () => {
    expect((await importSheet(staffA, Buffer.from('code,nameEn\nA,B'))).statusCode).toBe(415);
    const partial = await importSheet(staffA, await sheetOf([newRow()], ['code', 'nameEn']));
    expect([partial.statusCode, envelopeOf(partial).meta.message]).toEqual([400, expect.stringContaining('missing: nameZh')]);
    const noMerchant = await importSheet(admin, await sheetOf([newRow()]));
    expect(noMerchant.statusCode).toBe(400);
    const elsewhere = await importSheet(staffA, await sheetOf([newRow()]), { merchantId: merchantB });
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(elsewhere).data.fields.map((f) => f.field)).toEqual(['merchantId']);
  });
});

describe('product sheet: writing', () => {
  it('a dry run counts and writes nothing; the import then creates and updates, searchable, audited once with the counts', async () => {
    const existing = (await detail(staffA, await insertProduct(app.db, merchantA, { code: `U-${unique()}`, status: 'DRAFT' }))).code;
    const fresh = newRow({ tags: tagSlug, category: categorySlug });
    const file = await sheetOf([fresh, newRow({ code: existing, nameEn: 'Renamed teapot', retailPrice: 99, status: 'ACTIVE' })]);
    const before = (await importAudits()).length;

    expect(report(await importSheet(staffA, file, { dryRun: 'true' }))).toEqual({ dryRun: true, created: 1, updated: 1 });
    expect(await listByCode(staffA, String(fresh.code))).toEqual([]);
    expect((await importAudits()).length).toBe(before);

    expect(report(await importSheet(staffA, file))).toEqual({ dryRun: false, created: 1, updated: 1 });
    const [row] = await listByCode(staffA, String(fresh.code));
    const created = await detail(staffA, row?.id ?? '');
    expect([created.merchantId, created.retailPriceMinor, created.tagIds, created.categoryId, created.status]).toEqual([
      merchantA,
      12_850,
      [tagId],
      categoryId,
      'ACTIVE',
    ]);
    const [renamed] = await listByCode(staffA, existing);
    expect([renamed?.nameEn, renamed?.retailPriceMinor, renamed?.status]).toEqual(['Renamed teapot', 9_900, 'ACTIVE']);

    const search = await clientOf(
      app,
      '10.69.1.1',
    )({ method: 'GET', url: '/api/v1/product/list', query: { keyword: String(fresh.nameEn).split(' ')[1] ?? '' } });
    expect(envelopeOf<{ list: Array<{ id: string }> }>(search).data.list.map((p) => p.id)).toEqual([created.id]);
    const [entry] = await importAudits();
    expect((await importAudits()).length).toBe(before + 1);
    expect(entry).toMatchObject({ merchantId: merchantA, detail: { rows: 2, created: 1, updated: 1 } });
  });

  it('lets an admin import for the merchant named', async () => {
    const fresh = newRow();
    expect(report(await importSheet(admin, await sheetOf([fresh]), { merchantId: merchantB }))).toEqual({ dryRun: false, created: 1, updated: 0 });
    expect((await listByCode(staffB, String(fresh.code))).length).toBe(1);
  });
});

describe('product sheet: access', () => {
  it('answers 403 to a member and before the second factor, on every endpoint', async () => {
    const member = await signedInMember(app);
    const asMember = clientOf(app, '10.69.2.1', member.cookie);
    const noTotp = await consoleClient({ roles: ['ADMIN'], totp: false });
    const file = await sheetOf([newRow()]);
    for (const send of [asMember, noTotp]) {
      for (const res of [
        await send({ method: 'GET', url: '/api/v1/console/product/exportSheet' }),
        await send({ method: 'GET', url: '/api/v1/console/product/sheetTemplate' }),
        await importSheet(send, file, { merchantId: merchantA }),
      ]) {
        expect([res.statusCode, envelopeOf(res).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
  });
});
