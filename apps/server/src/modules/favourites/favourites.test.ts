import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { addFavourite, favouriteIdsAmong, listFavouriteIds } from './favourites.service';
import { targetExists } from '../catalogue/catalogue-refs.service';
import { favourites } from './favourites.tables';

let app: FastifyInstance;
let merchantId: string;
let productId: string;
let otherProductId: string;
let hiddenProductId: string;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = await insertMerchant(app.db);
  productId = await insertProduct(app.db, merchantId);
  otherProductId = await insertProduct(app.db, merchantId);
  hiddenProductId = await insertProduct(app.db, merchantId, { status: 'HIDDEN' });
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.40.0.${++testNumber}`;
});
const as = (cookie?: string) => (req: SignedRequest) => clientOf(app, ip, cookie)(req);
const codeOf = (res: LightMyRequestResponse) => envelopeOf(res).meta.code;
const checkList = (res: LightMyRequestResponse) => envelopeOf<{ list: Array<{ targetId: string; isFavourite: boolean }> }>(res).data.list;
const rowsOf = (memberId: string) => app.db.select().from(favourites).where(eq(favourites.memberId, memberId));
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('favourites need a member', () => {
  it('answers 401 to a visitor adding or removing, and changes nothing', async () => {
    const add = await as()({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } });
    const remove = await as()({ url: '/api/v1/favorite/remove', form: { targetType: 'PRODUCT', targetId: productId } });
    expect([add.statusCode, codeOf(add)]).toEqual([401, 401]);
    expect([remove.statusCode, codeOf(remove)]).toEqual([401, 401]);
    expect(await app.db.select().from(favourites).where(eq(favourites.targetId, productId))).toHaveLength(0);
  });

  it('answers a visitor’s check with all false', async () => {
    const res = await as()({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: `${productId},${otherProductId}` } });
    expect(res.statusCode).toBe(200);
    expect(checkList(res)).toEqual([
      { targetType: 'PRODUCT', targetId: productId, isFavourite: false },
      { targetType: 'PRODUCT', targetId: otherProductId, isFavourite: false },
    ]);
  });
});

describe('favourite products and merchants', () => {
  it('adds, checks and removes a product favourite', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const added = await send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } });
    expect(added.statusCode).toBe(200);
    expect(envelopeOf(added).data).toEqual({ targetType: 'PRODUCT', targetId: productId, isFavourite: true });

    const checked = await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: `${productId},${otherProductId}` } });
    expect(checkList(checked).map((c) => [c.targetId, c.isFavourite])).toEqual([
      [productId, true],
      [otherProductId, false],
    ]);

    const removed = await send({ url: '/api/v1/favorite/remove', form: { targetType: 'PRODUCT', targetId: productId } });
    expect(envelopeOf(removed).data).toEqual({ targetType: 'PRODUCT', targetId: productId, isFavourite: false });
    const after = await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: productId } });
    expect(checkList(after)[0]?.isFavourite).toBe(false);
    // Removing again is harmless (a retry after a lost answer).
    expect((await send({ url: '/api/v1/favorite/remove', form: { targetType: 'PRODUCT', targetId: productId } })).statusCode).toBe(200);
  });

  it('favourites merchants apart from products', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    expect((await send({ url: '/api/v1/favorite/add', form: { targetType: 'MERCHANT', targetId: merchantId } })).statusCode).toBe(200);
    const asMerchant = await send({ url: '/api/v1/favorite/check', query: { targetType: 'MERCHANT', targetIds: merchantId } });
    expect(checkList(asMerchant)[0]?.isFavourite).toBe(true);
    // The same id asked as a product is not a favourite: the type is part of the key.
    const asProduct = await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: merchantId } });
    expect(checkList(asProduct)[0]?.isFavourite).toBe(false);
    expect(await rowsOf(memberId)).toMatchObject([{ targetType: 'MERCHANT', targetId: merchantId }]);
  });

  it('answers a second add with 7400 (HTTP 409) and keeps one row', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    await send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } });
    const again = await send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 7400]);
    expect(envelopeOf(again).meta.message).toBe('Already in your favourites.');
    expect(await rowsOf(memberId)).toHaveLength(1);
  });

  it('makes one row and one 7400 from two concurrent adds', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    const both = await Promise.all([
      send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: otherProductId } }),
      send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: otherProductId } }),
    ]);
    expect(both.map((r) => codeOf(r)).sort()).toEqual([200, 7400]);
    expect(await rowsOf(memberId)).toHaveLength(1);
  });

  it('answers 404 for an unknown or hidden target and saves nothing', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const send = as(cookie);
    for (const form of [
      { targetType: 'PRODUCT', targetId: UNKNOWN_ID },
      { targetType: 'PRODUCT', targetId: hiddenProductId },
      { targetType: 'MERCHANT', targetId: UNKNOWN_ID },
      // A product id is not a merchant.
      { targetType: 'MERCHANT', targetId: productId },
    ]) {
      const res = await send({ url: '/api/v1/favorite/add', form });
      expect([res.statusCode, codeOf(res)], JSON.stringify(form)).toEqual([404, 404]);
    }
    expect(await rowsOf(memberId)).toHaveLength(0);
  });

  it('never shows or removes another member’s favourites', async () => {
    const alice = await signedInMember(app);
    const bob = await signedInMember(app);
    await as(alice.cookie)({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } });
    const bobChecks = await as(bob.cookie)({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: productId } });
    expect(checkList(bobChecks)[0]?.isFavourite).toBe(false);
    // A client-sent memberId is ignored: only the session counts.
    const spoofed = await as(bob.cookie)({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: productId, memberId: alice.memberId } });
    expect(checkList(spoofed)[0]?.isFavourite).toBe(false);
    await as(bob.cookie)({ url: '/api/v1/favorite/remove', form: { targetType: 'PRODUCT', targetId: productId } });
    expect(await rowsOf(alice.memberId)).toHaveLength(1);
    expect(await favouriteIdsAmong(app.db, bob.memberId, 'PRODUCT', [productId])).toEqual(new Set());
  });
});

describe('favourite input', () => {
  it('refuses a bad target type or id with 400 naming the field', async () => {
    const { cookie } = await signedInMember(app);
    const send = as(cookie);
    const badType = await send({ url: '/api/v1/favorite/add', form: { targetType: 'SHOP', targetId: productId } });
    expect(badType.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(badType).data.fields.map((f) => f.field)).toEqual(['targetType']);
    const badId = await send({ url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: 'not-a-uuid' } });
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(badId).data.fields.map((f) => f.field)).toEqual(['targetId']);
    const badIds = await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: `${productId},nope` } });
    expect(badIds.statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect((await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: tooMany } })).statusCode).toBe(400);
    expect((await send({ url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT' } })).statusCode).toBe(400);
  });
});

describe('favourite ids for lists', () => {
  it('pages a member’s favourite ids newest first with the total', async () => {
    const { memberId } = await signedInMember(app);
    const ids = [productId, otherProductId];
    for (const id of ids) await addFavourite(app.db, memberId, { targetType: 'PRODUCT', targetId: id }, targetExists);
    // Make the order certain: the first one added is the older.
    await app.db
      .update(favourites)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(favourites.memberId, memberId), eq(favourites.targetId, productId)));
    await addFavourite(app.db, memberId, { targetType: 'MERCHANT', targetId: merchantId }, targetExists);

    expect(await listFavouriteIds(app.db, memberId, 'PRODUCT', { page: 1, size: 20 })).toEqual({ ids: [otherProductId, productId], total: 2 });
    expect(await listFavouriteIds(app.db, memberId, 'PRODUCT', { page: 2, size: 1 })).toEqual({ ids: [productId], total: 2 });
    expect(await listFavouriteIds(app.db, memberId, 'PRODUCT', { page: 3, size: 1 })).toEqual({ ids: [], total: 2 });
    expect(await listFavouriteIds(app.db, memberId, 'MERCHANT', { page: 1, size: 20 })).toEqual({ ids: [merchantId], total: 1 });
  });
});

describe('favourites when the database fails', () => {
  it('answers 7500 "retry later" instead of a generic 500', async () => {
    const { cookie } = await signedInMember(app);
    await app.db.execute(sql`ALTER TABLE favourites RENAME TO favourites_away`);
    try {
      for (const req of [
        { url: '/api/v1/favorite/add', form: { targetType: 'PRODUCT', targetId: productId } },
        { url: '/api/v1/favorite/remove', form: { targetType: 'PRODUCT', targetId: productId } },
        { url: '/api/v1/favorite/check', query: { targetType: 'PRODUCT', targetIds: productId } },
      ]) {
        const res = await as(cookie)(req);
        expect([res.statusCode, codeOf(res)], req.url).toEqual([500, 7500]);
        expect(envelopeOf(res).meta.message).toBe('Please try again later.');
      }
    } finally {
      await app.db.execute(sql`ALTER TABLE favourites_away RENAME TO favourites`);
    }
  });
});

describe('favourites API document', () => {
  it('documents favorite.add, remove and check at their method and path in /api/docs/json', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'favorite.add POST /api/v1/favorite/add',
        'favorite.remove POST /api/v1/favorite/remove',
        'favorite.check GET /api/v1/favorite/check',
      ]),
    );
  });
});
