import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/accounts';
import { insertMerchant, insertProduct, updateProduct } from '../../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { productStats, products } from '../catalogue.tables';

let app: FastifyInstance;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
});

afterAll(async () => {
  await app?.close();
});

// Tracking is limited per client address; each test is its own visitor.
let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.41.0.${++testNumber}`;
});
const send = (req: SignedRequest) => clientOf(app, ip)(req);
const acceptedOf = (res: Awaited<ReturnType<typeof send>>) => envelopeOf<{ accepted: number }>(res).data.accepted;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** impressions/clicks per product id (every product has its stats row from the start; unknown ids have none). */
async function statsOf(ids: string[]): Promise<Record<string, [number, number]>> {
  const rows = await app.db.select().from(productStats).where(inArray(productStats.productId, ids));
  return Object.fromEntries(rows.map((r) => [r.productId, [r.impressions, r.clicks]]));
}

describe('product impressions', () => {
  it('counts each listed product once per call, for visitors, and keeps counting', async () => {
    const [a, b] = [await insertProduct(app.db, merchantId), await insertProduct(app.db, merchantId)];
    const first = await send({ url: '/api/v1/product/impression', form: { ids: `${a},${b},${a}` } });
    expect(first.statusCode).toBe(200);
    expect(acceptedOf(first)).toBe(2);
    expect(await statsOf([a, b])).toEqual({ [a]: [1, 0], [b]: [1, 0] });
    await send({ url: '/api/v1/product/impression', form: { ids: a } });
    expect(await statsOf([a, b])).toEqual({ [a]: [2, 0], [b]: [1, 0] });
  });

  it('ignores unknown and hidden products', async () => {
    const shown = await insertProduct(app.db, merchantId);
    const hidden = await insertProduct(app.db, merchantId, { status: 'HIDDEN' });
    const res = await send({ url: '/api/v1/product/impression', form: { ids: `${UNKNOWN_ID},${shown},${hidden}` } });
    expect(res.statusCode).toBe(200);
    expect(acceptedOf(res)).toBe(1);
    expect(await statsOf([shown, hidden, UNKNOWN_ID])).toEqual({ [shown]: [1, 0], [hidden]: [0, 0] });
  });

  it('loses no count when batches for the same products arrive at once', async () => {
    const ids = [await insertProduct(app.db, merchantId), await insertProduct(app.db, merchantId), await insertProduct(app.db, merchantId)];
    const calls = Array.from({ length: 6 }, (_, i) => send({ url: '/api/v1/product/impression', form: { ids: (i % 2 ? [...ids].reverse() : ids).join(',') } }));
    expect((await Promise.all(calls)).map(acceptedOf)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(Object.values(await statsOf(ids))).toEqual([
      [6, 0],
      [6, 0],
      [6, 0],
    ]);
  });

  it('refuses more than 100 ids, an empty list or a bad id with 400 and counts nothing', async () => {
    const id = await insertProduct(app.db, merchantId);
    const many = [id, ...Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`)].join(',');
    const tooMany = await send({ url: '/api/v1/product/impression', form: { ids: many } });
    expect(tooMany.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(tooMany).data.fields[0]?.field).toBe('ids');
    expect((await send({ url: '/api/v1/product/impression', form: { ids: '' } })).statusCode).toBe(400);
    expect((await send({ url: '/api/v1/product/impression', form: { ids: `${id},1 OR 1=1` } })).statusCode).toBe(400);
    expect(await statsOf([id])).toEqual({ [id]: [0, 0] });
  });
});

describe('product clicks', () => {
  it('counts a click apart from impressions, and ignores an unknown product', async () => {
    const id = await insertProduct(app.db, merchantId);
    await send({ url: '/api/v1/product/impression', form: { ids: id } });
    const res = await send({ url: '/api/v1/product/click', form: { id } });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).data).toEqual({ accepted: 1 });
    await send({ url: '/api/v1/product/click', form: { id } });
    expect(await statsOf([id])).toEqual({ [id]: [1, 2] });
    expect(envelopeOf(await send({ url: '/api/v1/product/click', form: { id: UNKNOWN_ID } })).data).toEqual({ accepted: 0 });
    expect((await send({ url: '/api/v1/product/click', form: { id: 'x' } })).statusCode).toBe(400);
  });

  it('limits one address to 60 clicks a minute, so popularity cannot be pumped', async () => {
    const id = await insertProduct(app.db, merchantId);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send({ url: '/api/v1/product/click', form: { id } })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await statsOf([id])).toEqual({ [id]: [0, 60] });
    // Another visitor is not affected.
    expect((await clientOf(app, '10.41.1.1')({ url: '/api/v1/product/click', form: { id } })).statusCode).toBe(200);
  });
});

describe('the stored popularity score', () => {
  const scoreOf = async (id: string) =>
    (await app.db.select({ base: productStats.base, score: productStats.score }).from(productStats).where(eq(productStats.productId, id)))[0];

  it("starts at the product's popularity and follows clicks, impressions and a change of that popularity", async () => {
    const id = await insertProduct(app.db, merchantId, { popularity: 7 });
    expect(await scoreOf(id)).toEqual({ base: 7, score: 7 });
    await send({ url: '/api/v1/product/click', form: { id } });
    expect(await scoreOf(id)).toEqual({ base: 7, score: 12 });
    // 20 impressions weigh one point.
    await app.db.update(productStats).set({ impressions: 19 }).where(eq(productStats.productId, id));
    expect((await scoreOf(id))?.score).toBe(12);
    await send({ url: '/api/v1/product/impression', form: { ids: id } });
    expect(await scoreOf(id)).toEqual({ base: 7, score: 13 });
    await updateProduct(app.db, id, { popularity: 100 });
    expect(await scoreOf(id)).toEqual({ base: 100, score: 106 });
  });

  it('gives every product of a many-row insert its row', async () => {
    const codes = [`MANY-${testNumber}-1`, `MANY-${testNumber}-2`];
    const rows = await app.db
      .insert(products)
      .values(codes.map((code, i) => ({ merchantId, code, nameEn: code, nameZh: code, currency: 'HKD', retailPriceMinor: 100, popularity: i + 1 })))
      .returning({ id: products.id });
    expect(await Promise.all(rows.map((r) => scoreOf(r.id)))).toEqual([
      { base: 1, score: 1 },
      { base: 2, score: 2 },
    ]);
  });
});

describe('tracking API document', () => {
  it('documents product.impression and product.click at their method and path in /api/docs/json', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(expect.arrayContaining(['product.impression POST /api/v1/product/impression', 'product.click POST /api/v1/product/click']));
  });
});
