import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchant, insertProduct, updateProduct } from '../../test/catalogue-fixtures';
import { insertPromoCode, productStock, promoUses } from '../../test/shop-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { buyerFields, shopper } from '../../modules/orders/orders.test-kit';
import { cartItems, orderLines, orders } from '../../db/schema';

/**
 * Checkout under real concurrency, on PostgreSQL only: PGlite runs one transaction at a time, so these races
 * cannot happen there (the same files' other tests cover the logic on both).
 */
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('checkout under concurrency (PostgreSQL)', () => {
  let app: FastifyInstance;
  let merchantId: string;

  beforeAll(async () => {
    app = await createTestApp();
    merchantId = await insertMerchant(app.db);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** `n` members, each with one unit of `productId` in the cart. */
  async function buyers(n: number, productId: string) {
    const list = [];
    for (let i = 0; i < n; i++) {
      const s = await shopper(app);
      list.push({ s, line: await s.addToCart(productId, 1) });
    }
    return list;
  }

  it('makes exactly 10 orders from 100 parallel orders for the last 10 units, and stock ends at 0', async () => {
    const productId = await insertProduct(app.db, merchantId, { stock: 100, deliveryTypes: ['NONE'] });
    const members = await buyers(100, productId);
    await updateProduct(app.db, productId, { stock: 10 });

    const answers = await Promise.all(members.map(({ s, line }) => s.create({ cartItemIds: line, deliveryType: 'NONE' })));
    const codes = answers.map((r) => envelopeOf(r).meta.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 6001)).toHaveLength(90);
    expect(await productStock(app.db, productId)).toBe(0);
    expect(await app.db.select().from(orderLines).where(eq(orderLines.productId, productId))).toHaveLength(10);
  });

  it('lets exactly one of 20 parallel orders use a single-use promo code; the others get 8106', async () => {
    const productId = await insertProduct(app.db, merchantId, { stock: 100, deliveryTypes: ['NONE'] });
    const promo = await insertPromoCode(app.db, { usageLimit: 1 });
    const members = await buyers(20, productId);

    const answers = await Promise.all(members.map(({ s, line }) => s.create({ cartItemIds: line, deliveryType: 'NONE', promoCode: promo.code })));
    const codes = answers.map((r) => envelopeOf(r).meta.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 8106)).toHaveLength(19);
    expect(await promoUses(app.db, { promoCodeId: promo.id })).toHaveLength(1);
    expect(await productStock(app.db, productId)).toBe(99);
  });

  it('makes one order from ten parallel orders of one cart line under different keys; the others answer 404 and take nothing', async () => {
    const productId = await insertProduct(app.db, merchantId, { stock: 100, deliveryTypes: ['NONE'] });
    const [{ s, line }] = (await buyers(1, productId)) as [{ s: Awaited<ReturnType<typeof shopper>>; line: string }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.create({ cartItemIds: line, deliveryType: 'NONE' })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 200)).toHaveLength(1);
    expect(statuses.filter((c) => c === 404)).toHaveLength(9);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.memberId))).toHaveLength(1);
    expect(await productStock(app.db, productId)).toBe(99);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.memberId, s.memberId))).toHaveLength(0);
  });

  it('makes one order from ten parallel submits with the same idempotency key', async () => {
    const productId = await insertProduct(app.db, merchantId, { stock: 100, deliveryTypes: ['NONE'] });
    const [{ s, line }] = (await buyers(1, productId)) as [{ s: Awaited<ReturnType<typeof shopper>>; line: string }];
    const body = { ...buyerFields(), cartItemIds: line, deliveryType: 'NONE' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.create(body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => envelopeOf<{ id: string }>(r).data.id)).size).toBe(1);
    expect(await app.db.select().from(orders).where(eq(orders.memberId, s.memberId))).toHaveLength(1);
  });
});
