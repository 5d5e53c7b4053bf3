import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedback } from '../../modules/applications/applications.tables';
import { products, specialOrders } from '../../modules/catalogue/catalogue.tables';
import { createTestApp } from '../../test/test-app';
import { seedInbox } from './inbox-seed';

/** The demo requests the back office shows on a fresh start: special orders on seeded products, feedback, contact messages. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ seed: 'auto' });
});

afterAll(async () => {
  await app?.close();
});

describe('inbox seed', () => {
  it('seeds requests against real products of their merchants, one already quoted, and adds nothing on a second run', async () => {
    const requests = await app.db.select().from(specialOrders);
    expect(requests.map((r) => r.status).sort()).toEqual(['NEW', 'NEW', 'QUOTED']);
    const seededProducts = await app.db.select({ id: products.id, merchantId: products.merchantId }).from(products);
    const merchantOf = new Map(seededProducts.map((p) => [p.id, p.merchantId]));
    expect(requests.every((r) => r.productId !== null && merchantOf.get(r.productId) === r.merchantId)).toBe(true);
    expect(requests.find((r) => r.status === 'QUOTED')).toMatchObject({ quoteAmountMinor: 2_400_000, quoteCurrency: 'HKD' });
    expect((await app.db.select().from(feedback)).length).toBe(3);
    expect((await app.db.select().from(contactMessages)).length).toBe(2);
    expect(await seedInbox(app.db)).toEqual({ specialOrders: 0, feedback: 0, contactMessages: 0 });
  });
});
