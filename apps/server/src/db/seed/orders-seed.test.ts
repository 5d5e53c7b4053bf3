import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, products } from '../../modules/catalogue/catalogue.tables';
import { freightRules, pickupPoints } from '../../modules/orders/orders.tables';
import { createTestApp } from '../../test/test-app';
import { PICKUP_POINTS } from './orders-data';
import { seedCheckoutReference } from './orders-seed';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
});

afterAll(async () => {
  await app?.close();
});

const countOf = async (table: typeof freightRules | typeof pickupPoints) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('demo checkout reference data', () => {
  it('gives the shipping merchants freight rules, the store-pickup merchants a store, and the platform lockers', async () => {
    const tea = (await app.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.slug, 'harbour-leaf-tea')))[0]?.id ?? '';
    const rules = await app.db.select().from(freightRules).where(eq(freightRules.merchantId, tea));
    expect(rules.map((r) => [r.deliveryType, r.area, r.feeMinor, r.freeOverMinor]).sort()).toEqual([
      ['HOME_DELIVERY', 'HONG_KONG', 3_000, 50_000],
      ['HOME_DELIVERY', 'OVERSEAS', 15_000, null],
      ['PICKUP_LOCKER', null, 2_000, 50_000],
    ]);
    const lockers = await app.db.select().from(pickupPoints).where(eq(pickupPoints.kind, 'LOCKER'));
    expect(lockers.length).toBeGreaterThanOrEqual(3);
    // Every merchant selling something for store pickup has a store to collect from.
    const pickupSellers = await app.db
      .selectDistinct({ id: products.merchantId })
      .from(products)
      .where(sql`${products.deliveryTypes} @> '["STORE_PICKUP"]'::jsonb`);
    const stores = new Set((await app.db.select({ id: pickupPoints.merchantId }).from(pickupPoints).where(eq(pickupPoints.kind, 'STORE'))).map((s) => s.id));
    expect(pickupSellers.length).toBeGreaterThan(0);
    for (const { id } of pickupSellers) expect(stores.has(id)).toBe(true);
    expect(await countOf(pickupPoints)).toBe(PICKUP_POINTS.length);
  });

  it('adds nothing on a second run', async () => {
    const before = [await countOf(freightRules), await countOf(pickupPoints)];
    expect(await seedCheckoutReference(app.db)).toEqual({ freightRules: 0, pickupPoints: 0 });
    expect([await countOf(freightRules), await countOf(pickupPoints)]).toEqual(before);
  });
});
