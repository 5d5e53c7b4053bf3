import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { Page, ProductCard, ProductDetail } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseStock, reserveStock } from '../modules/catalogue';
import { clientOf } from '../test/accounts';
import { consoleProductForm, insertMerchant } from '../test/catalogue-fixtures';
import { signedInStaff } from '../test/console-staff';
import { type SignedRequest, envelopeOf } from '../test/signed-inject';
import { createTestApp } from '../test/test-app';

/**
 * One app: a back-office change, and an order selling a product out, clear the public answers this server cached, so
 * the next read shows the change without waiting for the cache's TTL. (Two servers: cache-invalidation.pg.test.ts.)
 */

let app: FastifyInstance;
let admin: (req: SignedRequest) => Promise<ReturnType<typeof envelopeOf>>;
let visitor: (req: SignedRequest) => Promise<ReturnType<typeof envelopeOf>>;
let merchantId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  const staff = await signedInStaff(app, { roles: ['ADMIN'] });
  const asAdmin = clientOf(app, '10.91.0.1', staff.cookie);
  const asVisitor = clientOf(app, '10.91.0.2');
  admin = async (req) => {
    const res = await asAdmin(req);
    if (res.statusCode !== 200) throw new Error(`${req.url}: ${res.statusCode} ${res.body}`);
    return envelopeOf(res);
  };
  visitor = async (req) => envelopeOf(await asVisitor(req));
});

afterAll(async () => {
  await app?.close();
});

const detail = async (id: string) => (await visitor({ method: 'GET', url: `/api/v1/product/detail/${id}` })).data as ProductDetail;
const list = async (query: Record<string, unknown> = {}) =>
  ((await visitor({ method: 'GET', url: '/api/v1/product/list', query: { merchantId, ...query } })).data as Page<ProductCard>).list;

const form = consoleProductForm('INV-1');

describe('cache invalidation on one server', () => {
  let id: string;

  it('shows a console edit, stock count and unpublish on the next public read', async () => {
    id = ((await admin({ url: '/api/v1/console/product/create', json: { ...form, merchantId } })).data as { id: string }).id;
    expect((await detail(id)).name).toBe('Paper lantern');
    expect((await list()).map((p) => p.name)).toEqual(['Paper lantern']);

    await admin({ url: '/api/v1/console/product/update', json: { ...form, id, nameEn: 'Silk lantern', retailPriceMinor: 12_000 } });
    expect((await detail(id)).name).toBe('Silk lantern');
    expect((await list()).map((p) => [p.name, p.price])).toEqual([['Silk lantern', (await detail(id)).price]]);

    await admin({ url: '/api/v1/console/product/setStock', json: { id, stock: 7 } });
    expect((await detail(id)).stock).toBe(7);

    await admin({ url: '/api/v1/console/product/unpublish', json: { id } });
    expect(await list()).toEqual([]);
    await admin({ url: '/api/v1/console/product/publish', json: { id } });
    expect((await list()).map((p) => p.id)).toEqual([id]);
  });

  it('clears at commit when an order sells the last units, and again when they come back', async () => {
    expect((await list({ inStock: true })).map((p) => p.id)).toEqual([id]);
    // The order's own transaction announces; only the notice (no local shortcut) clears this server's copies.
    await app.db.transaction((tx) => reserveStock(tx, [{ productId: id, quantity: 7 }]));
    await expect.poll(() => list({ inStock: true }), { timeout: 1_000, interval: 20 }).toEqual([]);
    await app.db.transaction((tx) => releaseStock(tx, [{ productId: id, quantity: 2 }]));
    await expect.poll(async () => (await list({ inStock: true })).map((p) => p.stock), { timeout: 1_000, interval: 20 }).toEqual([2]);
  });

  it('shows a plan discount change on the next public plan list', async () => {
    const plans = async () => (await visitor({ method: 'GET', url: '/api/v1/membership/plans' })).data as { list: MembershipPlanView[] };
    const gold = async () => (await plans()).list.find((p) => p.tier === 'GOLD')?.vipDiscountPercent;
    const before = await gold();
    const next = before === 12 ? 13 : 12;
    await admin({ url: '/api/v1/console/membership/plans', json: { tier: 'GOLD', vipDiscountPercent: next } });
    expect(await gold()).toBe(next);
  });
});
