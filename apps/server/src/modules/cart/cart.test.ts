import { MAX_CART_LINES, MAX_CART_SELECTION } from '@sme/shared/cart-rules';
import type { CartLineView, CartView } from '@sme/shared/schemas/cart';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant, insertProduct, updateProduct } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { cartItems } from './cart.tables';

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.60.0.${++testNumber}`;
});
type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;
const as =
  (cookie?: string): Send =>
  (req) =>
    clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const rowsOf = (memberId: string) => app.db.select().from(cartItems).where(eq(cartItems.memberId, memberId));
const product = (over: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'], ...over });
const cart = async (send: Send, headers?: Record<string, string>) => envelopeOf<CartView>(await send({ url: '/api/v1/cart/list', headers })).data;

async function add(send: Send, form: Record<string, string | number>): Promise<CartLineView> {
  const res = await send({ url: '/api/v1/cart/add', form });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<CartLineView>(res).data;
}

const SIZES = [
  {
    nameEn: 'Size',
    nameZh: '尺寸',
    values: [
      { en: 'Small', zh: '細' },
      { en: 'Medium', zh: '中' },
    ],
  },
  { nameEn: 'Colour', nameZh: '顏色', values: [{ en: 'Red', zh: '紅色' }] },
];

describe('the cart needs a member', () => {
  it('answers 401 to a visitor, even with bad fields', async () => {
    const res = await as()({ url: '/api/v1/cart/add', form: { productId: 'x' } });
    expect([res.statusCode, codeOf(res)]).toEqual([401, 401]);
    expect((await as()({ url: '/api/v1/cart/list' })).statusCode).toBe(401);
  });
});

describe('adding to the cart', () => {
  it('adds a line with the product’s data and adds to an existing line’s quantity', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product({ images: ['/media/a.jpg'] });
    const line = await add(send, { productId, quantity: 2 });
    expect(line).toMatchObject({
      productId,
      quantity: 2,
      unitPriceMinor: 10_000,
      lineTotalMinor: 20_000,
      currency: 'HKD',
      imageUrl: '/media/a.jpg',
      selected: true,
      problem: null,
    });
    expect(line.merchant.id).toBe(merchantId);
    await add(send, { productId, quantity: 3 });
    const view = await cart(send);
    expect(view.lines.map((l) => l.quantity)).toEqual([5]);
    expect(view).toMatchObject({
      count: 1,
      selectedCount: 1,
      selectedTotals: [{ currency: 'HKD', totalMinor: 50_000 }],
      checkoutBlockedBy: null,
      commonDeliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
    });
    expect(await rowsOf(memberId)).toHaveLength(1);
  });

  it('makes one line with the summed quantity from concurrent adds', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product({ stock: 100 });
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ url: '/api/v1/cart/add', form: { productId, quantity: 2 } })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect((await rowsOf(memberId)).map((r) => r.quantity)).toEqual([12]);
  });

  it('never lets a line’s quantity above the stock (6001), and changes nothing', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product({ stock: 10 });
    const tooMany = await send({ url: '/api/v1/cart/add', form: { productId, quantity: 11 } });
    expect([tooMany.statusCode, codeOf(tooMany)]).toEqual([409, 6001]);
    expect(await rowsOf(memberId)).toHaveLength(0);
    const line = await add(send, { productId, quantity: 6 });
    const more = await send({ url: '/api/v1/cart/add', form: { productId, quantity: 5 } });
    expect([more.statusCode, codeOf(more)]).toEqual([409, 6001]);
    const update = await send({ url: '/api/v1/cart/update', form: { id: line.id, quantity: 11 } });
    expect([update.statusCode, codeOf(update)]).toEqual([409, 6001]);
    expect((await rowsOf(memberId)).map((r) => r.quantity)).toEqual([6]);
    const ok = await send({ url: '/api/v1/cart/update', form: { id: line.id, quantity: 10 } });
    expect(envelopeOf<CartView>(ok).data.lines[0]?.quantity).toBe(10);
  });

  it('accepts only one value of each option, in any catalogue spelling, as one line', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product({ specOptions: SIZES });
    const plain = await product();
    for (const form of [
      { productId, quantity: 1, specification: '' },
      { productId, quantity: 1, specification: 'Large / Red' },
      { productId, quantity: 1, specification: 'Medium' },
      { productId, quantity: 1, specification: 'Medium / Red / Extra' },
      { productId: plain, quantity: 1, specification: 'Medium' },
    ]) {
      const res = await send({ url: '/api/v1/cart/add', form });
      expect([res.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field], form.specification).toEqual([400, 'specification']);
    }
    expect(await rowsOf(memberId)).toHaveLength(0);
    await add(send, { productId, quantity: 1, specification: 'Medium / Red' });
    await add(send, { productId, quantity: 1, specification: '中 / 紅色' });
    await add(send, { productId, quantity: 1, specification: 'small / red' });
    expect((await rowsOf(memberId)).map((r) => [r.specification, r.quantity]).sort()).toEqual([
      ['Medium / Red', 2],
      ['Small / Red', 1],
    ]);
    const chinese = await cart(send, { 'accept-language': 'zh-CN' });
    expect(chinese.lines.map((l) => l.specification).sort()).toEqual(['中 / 红色', '细 / 红色']);
  });

  it('answers 404 for an unknown or hidden product and 400 for wholesale without a wholesale price', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const hidden = await product({ status: 'HIDDEN' });
    for (const productId of [hidden, randomUUID()]) {
      const res = await send({ url: '/api/v1/cart/add', form: { productId, quantity: 1 } });
      expect([res.statusCode, codeOf(res)]).toEqual([404, 404]);
    }
    const res = await send({ url: '/api/v1/cart/add', form: { productId: await product(), quantity: 1, priceMode: 'wholesale' } });
    expect([res.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(res).data.fields[0]?.field]).toEqual([400, 'priceMode']);
    expect(await rowsOf(memberId)).toHaveLength(0);
  });

  it('keeps at most MAX_CART_LINES lines', async () => {
    const { cookie, memberId } = await signedInMember(app);
    await app.db.insert(cartItems).values(Array.from({ length: MAX_CART_LINES }, () => ({ memberId, productId: randomUUID(), quantity: 1, selected: false })));
    const res = await as(cookie)({ url: '/api/v1/cart/add', form: { productId: await product(), quantity: 1 } });
    expect([res.statusCode, codeOf(res)]).toEqual([400, 400]);
    expect(await rowsOf(memberId)).toHaveLength(MAX_CART_LINES);
  });
});

describe('prices', () => {
  it('charges the wholesale unit price only from the minimum wholesale quantity', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product({ retailPriceMinor: 12_000, wholesalePriceMinor: 9_500, minWholesaleQty: 10, stock: 50 });
    const line = await add(send, { productId, quantity: 9, priceMode: 'wholesale' });
    expect([line.unitPriceMinor, line.lineTotalMinor]).toEqual([12_000, 108_000]);
    const res = await send({ url: '/api/v1/cart/update', form: { id: line.id, quantity: 10 } });
    expect(envelopeOf<CartView>(res).data.lines[0]).toMatchObject({ unitPriceMinor: 9_500, lineTotalMinor: 95_000, priceMode: 'wholesale' });
    const retail = await send({ url: '/api/v1/cart/update', form: { id: line.id, priceMode: 'retail' } });
    expect(envelopeOf<CartView>(retail).data.lines[0]).toMatchObject({ unitPriceMinor: 12_000, lineTotalMinor: 120_000 });
  });
});

describe('selection and checkout rules', () => {
  it('blocks mixed currencies (4400) and unblocks when one is unselected', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const hkd = await add(send, { productId: await product(), quantity: 1 });
    await add(send, { productId: await product({ currency: 'USD', retailPriceMinor: 1_500 }), quantity: 2 });
    const view = await cart(send);
    expect(view.checkoutBlockedBy).toBe(4400);
    expect(view.selectedTotals.sort((a, b) => a.currency.localeCompare(b.currency))).toEqual([
      { currency: 'HKD', totalMinor: 10_000 },
      { currency: 'USD', totalMinor: 3_000 },
    ]);
    const res = await send({ url: '/api/v1/cart/update', form: { id: hkd.id, selected: 'false' } });
    expect(envelopeOf<CartView>(res).data).toMatchObject({ checkoutBlockedBy: null, selectedCount: 1 });
  });

  it('blocks products sharing no delivery type (4401)', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    await add(send, { productId: await product({ deliveryTypes: ['HOME_DELIVERY'] }), quantity: 1 });
    await add(send, { productId: await product({ deliveryTypes: ['NONE'] }), quantity: 1 });
    expect(await cart(send)).toMatchObject({ checkoutBlockedBy: 4401, commonDeliveryTypes: [] });
  });

  it('selects and unselects all (ids=all) and blocks an empty selection (4403)', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    await add(send, { productId: await product(), quantity: 1 });
    await add(send, { productId: await product(), quantity: 1 });
    const none = await send({ url: '/api/v1/cart/update', form: { ids: 'all', selected: 'false' } });
    expect(envelopeOf<CartView>(none).data).toMatchObject({ selectedCount: 0, checkoutBlockedBy: 4403, selectedTotals: [] });
    const all = await send({ url: '/api/v1/cart/update', form: { ids: 'all', selected: 'true' } });
    expect(envelopeOf<CartView>(all).data).toMatchObject({ selectedCount: 2, checkoutBlockedBy: null });
    const bad = await send({ url: '/api/v1/cart/update', form: { ids: 'all' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses selecting more than MAX_CART_SELECTION lines (4402) and reports a selection over it', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const productId = await product();
    await app.db
      .insert(cartItems)
      .values(Array.from({ length: MAX_CART_SELECTION }, (_, i) => ({ memberId, productId, specification: `s${i}`, quantity: 1, selected: true })));
    const extra = await add(send, { productId: await product(), quantity: 1 });
    expect(extra.selected).toBe(false);
    const refused = await send({ url: '/api/v1/cart/update', form: { id: extra.id, selected: 'true' } });
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 4402]);
    const all = await send({ url: '/api/v1/cart/update', form: { ids: 'all', selected: 'true' } });
    expect(codeOf(all)).toBe(4402);
    await app.db.update(cartItems).set({ selected: true }).where(eq(cartItems.memberId, memberId));
    expect((await cart(send)).checkoutBlockedBy).toBe(4402);
  });

  it('shows a product taken off sale as UNAVAILABLE, unselected and unselectable; over-stock lines block checkout (6001)', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const goneId = await product();
    const lowId = await product({ stock: 10 });
    const gone = await add(send, { productId: goneId, quantity: 1 });
    await add(send, { productId: lowId, quantity: 5 });
    await updateProduct(app.db, goneId, { status: 'HIDDEN' });
    await updateProduct(app.db, lowId, { stock: 3 });
    const view = await cart(send);
    expect(view.lines.map((l) => [l.productId, l.problem, l.selected])).toEqual([
      [lowId, 'OVER_STOCK', true],
      [goneId, 'UNAVAILABLE', false],
    ]);
    expect(view.checkoutBlockedBy).toBe(6001);
    const select = await send({ url: '/api/v1/cart/update', form: { id: gone.id, selected: 'true' } });
    expect([select.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(select).data.fields[0]?.field]).toEqual([400, 'selected']);
    const all = await send({ url: '/api/v1/cart/update', form: { ids: 'all', selected: 'true' } });
    expect(envelopeOf<CartView>(all).data.lines.find((l) => l.id === gone.id)?.selected).toBe(false);
    await updateProduct(app.db, lowId, { stock: 0 });
    expect((await cart(send)).lines[0]?.problem).toBe('OUT_OF_STOCK');
  });
});

describe('another member’s cart', () => {
  it('answers 404 to changing or removing another member’s line, and changes nothing', async () => {
    const owner = await signedInMember(app);
    const line = await add(as(owner.cookie), { productId: await product(), quantity: 2 });
    const other = as((await signedInMember(app)).cookie);
    for (const form of [
      { url: '/api/v1/cart/update', form: { id: line.id, quantity: 1 } },
      { url: '/api/v1/cart/update', form: { ids: line.id, selected: 'false' } },
      { url: '/api/v1/cart/remove', form: { id: line.id } },
      { url: '/api/v1/cart/bulkRemove', form: { ids: line.id } },
    ]) {
      const res = await other(form);
      expect([res.statusCode, codeOf(res)], JSON.stringify(form)).toEqual([404, 404]);
    }
    expect((await cart(other)).lines).toEqual([]);
    expect(await rowsOf(owner.memberId)).toMatchObject([{ id: line.id, quantity: 2, selected: true }]);
  });

  it('removes and bulk-removes the member’s lines, and nothing when one id is someone else’s', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const a = await add(send, { productId: await product(), quantity: 1 });
    const b = await add(send, { productId: await product(), quantity: 1 });
    const c = await add(send, { productId: await product(), quantity: 1 });
    const theirs = await add(as((await signedInMember(app)).cookie), { productId: await product(), quantity: 1 });
    expect((await send({ url: '/api/v1/cart/bulkRemove', form: { ids: `${a.id},${theirs.id}` } })).statusCode).toBe(404);
    expect(await rowsOf(memberId)).toHaveLength(3);
    expect(envelopeOf(await send({ url: '/api/v1/cart/remove', form: { id: a.id } })).data).toEqual({ ids: [a.id] });
    expect((await send({ url: '/api/v1/cart/bulkRemove', form: { ids: `${b.id},${c.id}` } })).statusCode).toBe(200);
    expect(await rowsOf(memberId)).toHaveLength(0);
  });
});

describe('cart API document', () => {
  it('documents every cart operation at its method and path in /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'cart.add POST /api/v1/cart/add',
        'cart.remove POST /api/v1/cart/remove',
        'cart.bulkRemove POST /api/v1/cart/bulkRemove',
        'cart.list GET /api/v1/cart/list',
        'cart.update POST /api/v1/cart/update',
      ]),
    );
  });
});
