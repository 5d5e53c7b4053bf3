import { randomBytes, randomUUID } from 'node:crypto';
import type { CouponInstanceView, CouponOfferView } from '@sme/shared/schemas/promotions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import type { CouponInstancePage, CouponOfferPage } from './promotions.schemas';
import { couponInstances, couponOffers } from './promotions.tables';

let app: FastifyInstance;
let merchantId: string;
let merchantName: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  merchantName = `Coupon Shop ${randomBytes(3).toString('hex')}`;
  merchantId = await insertMerchant(app.db, { nameEn: merchantName });
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.72.0.${++testNumber}`;
});
type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;
const as =
  (cookie?: string): Send =>
  (req) =>
    clientOf(app, ip, cookie)(req);
const outcomeOf = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code, envelopeOf(res).meta.message];
const member = async () => as((await signedInMember(app)).cookie);

type OfferRow = typeof couponOffers.$inferSelect;

/** A public HK$10-off-each-unit offer of the test merchant, open with no end, one per member, unless told. */
async function insertOffer(over: Partial<typeof couponOffers.$inferInsert> = {}): Promise<OfferRow> {
  const [row] = await app.db
    .insert(couponOffers)
    .values({ merchantId, titleEn: 'Ten off each', titleZh: '每件減十元', currency: 'HKD', method: 'FIXPRICE', valueMinor: 1_000, ...over })
    .returning();
  if (!row) throw new Error('offer not inserted');
  return row;
}

const issuedCountOf = async (id: string) => (await app.db.select().from(couponOffers).where(eq(couponOffers.id, id)))[0]?.issuedCount;
const collect = (send: Send, cpOfferId: string) => send({ url: '/api/v1/coupon/collect', form: { cpOfferId } });

async function collected(send: Send, cpOfferId: string): Promise<CouponInstanceView> {
  const res = await collect(send, cpOfferId);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<CouponInstanceView>(res).data;
}

const LIMIT_REACHED = [409, 409, 'You already hold the most coupons of this offer allowed per member (1).'];
const SOLD_OUT = [409, 409, 'All coupons of this offer have been claimed.'];
const NOT_OPEN = [400, 400, 'This offer is not open for claiming now.'];
const NOT_AVAILABLE = [409, 409, 'This coupon cannot be used: it has been used, has expired or is no longer offered.'];

describe('collecting a coupon (coupon.collect)', () => {
  it('hands the member a coupon with the offer’s discount and validity, and counts it as issued', async () => {
    const until = new Date(Date.now() + 30 * DAY_MS);
    const offer = await insertOffer({ validUntil: until, totalQuantity: 10 });
    const coupon = await collected(await member(), offer.id);
    expect(coupon).toMatchObject({
      offerId: offer.id,
      merchantId,
      merchantName,
      title: 'Ten off each',
      state: 'UNUSED',
      validFrom: null,
      validUntil: until.toISOString(),
      usedOrderId: null,
      usedAt: null,
      isForAll: true,
      method: 'FIXPRICE',
      discountType: 'BYUNIT',
      valueMinor: 1_000,
      currency: 'HKD',
    });
    expect(await issuedCountOf(offer.id)).toBe(1);
  });

  it('makes a validDays coupon valid from collection for that many days, never past the offer’s end', async () => {
    const end = Date.now() + 10 * DAY_MS;
    const long = await insertOffer({ validDays: 30, validUntil: new Date(end) });
    const short = await insertOffer({ validDays: 3 });
    const send = await member();
    const before = Date.now();
    const capped = await collected(send, long.id);
    const fresh = await collected(send, short.id);
    expect(capped.validUntil).toBe(new Date(end).toISOString());
    expect(Date.parse(fresh.validFrom ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(fresh.validUntil ?? '') - Date.parse(fresh.validFrom ?? '')).toBe(3 * DAY_MS);
  });

  it('refuses a member at the per-member limit (409 coupon.limitReached), used coupons included', async () => {
    const once = await insertOffer();
    const send = await member();
    const coupon = await collected(send, once.id);
    expect(outcomeOf(await collect(send, once.id))).toEqual(LIMIT_REACHED);
    await send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId: coupon.id } });
    expect(outcomeOf(await collect(send, once.id))).toEqual(LIMIT_REACHED);
    const twice = await insertOffer({ perMemberLimit: 2 });
    await collected(send, twice.id);
    await collected(send, twice.id);
    expect((await collect(send, twice.id)).statusCode).toBe(409);
    expect(await issuedCountOf(twice.id)).toBe(2);
  });

  it('refuses when the offer is sold out (409 coupon.soldOut) and issues no more than its total', async () => {
    const offer = await insertOffer({ totalQuantity: 1 });
    await collected(await member(), offer.id);
    const late = await member();
    expect(outcomeOf(await collect(late, offer.id))).toEqual(SOLD_OUT);
    expect(await issuedCountOf(offer.id)).toBe(1);
    expect(await app.db.select().from(couponInstances).where(eq(couponInstances.offerId, offer.id))).toHaveLength(1);
  });

  it('answers 404 for an unlisted, disabled or unknown offer and 400 coupon.notOpen outside its period', async () => {
    const send = await member();
    for (const cpOfferId of [(await insertOffer({ isPublic: false })).id, (await insertOffer({ status: 'DISABLED' })).id, randomUUID()]) {
      expect((await collect(send, cpOfferId)).statusCode).toBe(404);
    }
    const future = await insertOffer({ validFrom: new Date(Date.now() + DAY_MS) });
    const ended = await insertOffer({ validUntil: new Date(Date.now() - DAY_MS) });
    expect(outcomeOf(await collect(send, future.id))).toEqual(NOT_OPEN);
    expect(outcomeOf(await collect(send, ended.id))).toEqual(NOT_OPEN);
    expect([await issuedCountOf(future.id), await issuedCountOf(ended.id)]).toEqual([0, 0]);
  });

  it('needs a member (401) and a valid offer id (400)', async () => {
    const offer = await insertOffer();
    expect((await collect(as(), offer.id)).statusCode).toBe(401);
    const bad = await collect(await member(), 'nope');
    expect([bad.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(bad).data.fields[0]?.field]).toEqual([400, 'cpOfferId']);
  });
});

describe('claiming by campaign link (coupon.redeemOffer) and by code (coupon.assignByCode)', () => {
  it('claims an unlisted offer by its id, but not a disabled one, with the same limits', async () => {
    const unlisted = await insertOffer({ isPublic: false });
    const send = await member();
    const res = await send({ url: '/api/v1/coupon/redeemOffer', form: { cpOfferId: unlisted.id } });
    expect(envelopeOf<CouponInstanceView>(res).data).toMatchObject({ offerId: unlisted.id, state: 'UNUSED' });
    expect(outcomeOf(await send({ url: '/api/v1/coupon/redeemOffer', form: { cpOfferId: unlisted.id } }))).toEqual(LIMIT_REACHED);
    const disabled = await insertOffer({ status: 'DISABLED', isPublic: false });
    expect((await send({ url: '/api/v1/coupon/redeemOffer', form: { cpOfferId: disabled.id } })).statusCode).toBe(404);
  });

  it('assigns the offer whose claim code matches, in any case; an unknown code answers 404', async () => {
    const code = `WELCOME${randomBytes(3).toString('hex').toUpperCase()}`;
    const offer = await insertOffer({ isPublic: false, claimCode: code, merchantId: null });
    const send = await member();
    const res = await send({ url: '/api/v1/coupon/assignByCode', form: { code: ` ${code.toLowerCase()} ` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<CouponInstanceView>(res).data).toMatchObject({ offerId: offer.id, merchantId: null, merchantName: null });
    expect(outcomeOf(await send({ url: '/api/v1/coupon/assignByCode', form: { code } }))).toEqual(LIMIT_REACHED);
    expect((await send({ url: '/api/v1/coupon/assignByCode', form: { code: 'NOSUCHCODE' } })).statusCode).toBe(404);
  });

  it('refuses a code whose offer has ended (400) or is sold out (409)', async () => {
    const ended = await insertOffer({ claimCode: `END${randomBytes(3).toString('hex').toUpperCase()}`, validUntil: new Date(Date.now() - DAY_MS) });
    const gone = await insertOffer({ claimCode: `GONE${randomBytes(3).toString('hex').toUpperCase()}`, totalQuantity: 0 });
    const send = await member();
    expect(outcomeOf(await send({ url: '/api/v1/coupon/assignByCode', form: { code: ended.claimCode ?? '' } }))).toEqual(NOT_OPEN);
    expect(outcomeOf(await send({ url: '/api/v1/coupon/assignByCode', form: { code: gone.claimCode ?? '' } }))).toEqual(SOLD_OUT);
  });
});

describe('using a coupon outside checkout (coupon.redeemInstance)', () => {
  const redeem = (send: Send, cpInstanceId: string) => send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId } });

  it('marks an unused coupon used once; a second use answers 409 coupon.notAvailable', async () => {
    const send = await member();
    const coupon = await collected(send, (await insertOffer()).id);
    const res = await redeem(send, coupon.id);
    expect(res.statusCode, res.body).toBe(200);
    const used = envelopeOf<CouponInstanceView>(res).data;
    expect(used).toMatchObject({ id: coupon.id, state: 'USED', usedOrderId: null });
    expect(Date.parse(used.usedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(outcomeOf(await redeem(send, coupon.id))).toEqual(NOT_AVAILABLE);
  });

  it('answers 404 for another member’s coupon and changes nothing', async () => {
    const coupon = await collected(await member(), (await insertOffer()).id);
    expect((await redeem(await member(), coupon.id)).statusCode).toBe(404);
    const [row] = await app.db.select().from(couponInstances).where(eq(couponInstances.id, coupon.id));
    expect(row?.state).toBe('UNUSED');
  });

  it('refuses an expired coupon or one whose offer was withdrawn (409)', async () => {
    const send = await member();
    const expiring = await collected(send, (await insertOffer()).id);
    await app.db
      .update(couponInstances)
      .set({ validUntil: new Date(Date.now() - 1_000) })
      .where(eq(couponInstances.id, expiring.id));
    expect(outcomeOf(await redeem(send, expiring.id))).toEqual(NOT_AVAILABLE);
    const offer = await insertOffer();
    const withdrawn = await collected(send, offer.id);
    await app.db.update(couponOffers).set({ status: 'DISABLED' }).where(eq(couponOffers.id, offer.id));
    expect(outcomeOf(await redeem(send, withdrawn.id))).toEqual(NOT_AVAILABLE);
  });
});

describe('the member’s coupons (coupon.instances)', () => {
  it('lists coupons newest first with their state, filters by state and counts each state', async () => {
    const send = await member();
    const toUse = await collected(send, (await insertOffer()).id);
    const toExpire = await collected(send, (await insertOffer()).id);
    const unused = await collected(send, (await insertOffer()).id);
    await send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId: toUse.id } });
    await app.db
      .update(couponInstances)
      .set({ validUntil: new Date(Date.now() - DAY_MS) })
      .where(eq(couponInstances.id, toExpire.id));
    // Collected one after another, but possibly within one millisecond: spread them so "newest first" is one order.
    for (const [i, c] of [toUse, toExpire, unused].entries()) {
      await app.db
        .update(couponInstances)
        .set({ collectedAt: new Date(Date.now() - (3 - i) * 60_000) })
        .where(eq(couponInstances.id, c.id));
    }

    const all = envelopeOf<CouponInstancePage>(await send({ url: '/api/v1/coupon/instances' })).data;
    expect(all.counts).toEqual({ UNUSED: 1, USED: 1, EXPIRED: 1 });
    expect(all).toMatchObject({ total: 3, page: 1, size: 20 });
    expect(all.list.map((c) => [c.id, c.state])).toEqual([
      [unused.id, 'UNUSED'],
      [toExpire.id, 'EXPIRED'],
      [toUse.id, 'USED'],
    ]);
    for (const [state, id] of [
      ['UNUSED', unused.id],
      ['USED', toUse.id],
      ['EXPIRED', toExpire.id],
    ] as const) {
      const page = envelopeOf<CouponInstancePage>(await send({ url: '/api/v1/coupon/instances', query: { state } })).data;
      expect([page.total, page.list.map((c) => [c.id, c.state])], state).toEqual([1, [[id, state]]]);
    }
    const second = envelopeOf<CouponInstancePage>(await send({ url: '/api/v1/coupon/instances', query: { page: 2, size: 2 } })).data;
    expect([second.total, second.list.map((c) => c.id)]).toEqual([3, [toUse.id]]);
  });

  it('shows only the member’s own coupons and needs a member', async () => {
    await collected(await member(), (await insertOffer()).id);
    const empty = envelopeOf<CouponInstancePage>(await (await member())({ url: '/api/v1/coupon/instances' })).data;
    expect([empty.total, empty.list, empty.counts]).toEqual([0, [], { UNUSED: 0, USED: 0, EXPIRED: 0 }]);
    expect((await as()({ url: '/api/v1/coupon/instances' })).statusCode).toBe(401);
    expect((await (await member())({ url: '/api/v1/coupon/instances', query: { state: 'LOST' } })).statusCode).toBe(400);
  });
});

describe('public offers: coupon centre, product page, shop page', () => {
  // Its own database: these lists show every open public offer, so they are checked against a known set.
  let listApp: FastifyInstance;
  let shop: string;
  let otherShop: string;
  let productId: string;
  let otherProductId: string;
  let hiddenId: string;
  const offers: Record<string, OfferRow> = {};

  const listAs =
    (cookie?: string): Send =>
    (req) =>
      clientOf(listApp, ip, cookie)(req);

  beforeAll(async () => {
    listApp = await createTestApp();
    shop = await insertMerchant(listApp.db, { nameEn: 'Listing Shop' });
    otherShop = await insertMerchant(listApp.db);
    productId = await insertProduct(listApp.db, shop);
    otherProductId = await insertProduct(listApp.db, shop);
    hiddenId = await insertProduct(listApp.db, shop, { status: 'HIDDEN' });
    const base = { titleEn: 'Offer', titleZh: '優惠', currency: 'HKD', method: 'FIXPRICE' as const, valueMinor: 500 };
    const make = async (name: string, values: Partial<typeof couponOffers.$inferInsert>, ageMs: number) => {
      const [row] = await listApp.db
        .insert(couponOffers)
        .values({ ...base, titleEn: name, createdAt: new Date(Date.now() - ageMs), ...values })
        .returning();
      if (!row) throw new Error('offer not inserted');
      offers[name] = row;
    };
    await make('shop for all', { merchantId: shop, totalQuantity: 10, issuedCount: 4 }, 9_000);
    await make('shop percent for product', { merchantId: shop, method: 'PERCENT', percentage: 10, isForAll: false, pidList: [productId] }, 8_000);
    await make('shop for other product', { merchantId: shop, isForAll: false, pidList: [otherProductId] }, 7_000);
    await make('shop sold out', { merchantId: shop, totalQuantity: 2, issuedCount: 2 }, 6_000);
    await make('other shop', { merchantId: otherShop }, 5_000);
    await make('platform percent', { merchantId: null, method: 'PERCENT', percentage: 5 }, 4_000);
    await make('platform in USD', { merchantId: null, currency: 'USD' }, 3_000);
    await make('shop unlisted', { merchantId: shop, isPublic: false }, 2_000);
    await make('shop disabled', { merchantId: shop, status: 'DISABLED' }, 1_500);
    await make('shop ended', { merchantId: shop, validUntil: new Date(Date.now() - DAY_MS) }, 1_000);
    await make('shop not yet open', { merchantId: shop, validFrom: new Date(Date.now() + DAY_MS) }, 500);
  });

  afterAll(async () => {
    await listApp?.close();
  });

  const names = (list: CouponOfferView[]) => list.map((o) => o.title);

  it('lists every public offer open now in the coupon centre, newest first, paged', async () => {
    const page = envelopeOf<CouponOfferPage>(await listAs()({ url: '/api/v1/coupon/offers' })).data;
    expect(names(page.list)).toEqual([
      'platform in USD',
      'platform percent',
      'other shop',
      'shop sold out',
      'shop for other product',
      'shop percent for product',
      'shop for all',
    ]);
    expect(page).toMatchObject({ total: 7, page: 1, size: 20 });
    const second = envelopeOf<CouponOfferPage>(await listAs()({ url: '/api/v1/coupon/offers', query: { page: 2, size: 3 } })).data;
    expect([second.total, names(second.list)]).toEqual([7, ['shop sold out', 'shop for other product', 'shop percent for product']]);
  });

  it('tells a visitor they cannot collect and a member how many they hold and whether they can collect', async () => {
    const visitor = envelopeOf<CouponOfferPage>(await listAs()({ url: '/api/v1/coupon/offers' })).data.list;
    const forAll = visitor.find((o) => o.title === 'shop for all');
    expect(forAll).toMatchObject({
      merchantId: shop,
      merchantName: 'Listing Shop',
      remaining: 6,
      heldByMe: 0,
      canCollect: false,
      perMemberLimit: 1,
      valueMinor: 500,
    });
    const cookie = (await signedInMember(listApp)).cookie;
    const send = listAs(cookie);
    const before = envelopeOf<CouponOfferPage>(await send({ url: '/api/v1/coupon/offers' })).data.list;
    expect(before.find((o) => o.title === 'shop for all')).toMatchObject({ heldByMe: 0, canCollect: true });
    expect(before.find((o) => o.title === 'shop sold out')).toMatchObject({ remaining: 0, canCollect: false });
    expect(before.find((o) => o.title === 'platform percent')).toMatchObject({ merchantName: null, remaining: null, canCollect: true });
    expect((await send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offers['platform percent']?.id ?? '' } })).statusCode).toBe(200);
    const after = envelopeOf<CouponOfferPage>(await send({ url: '/api/v1/coupon/offers' })).data.list;
    expect(after.find((o) => o.title === 'platform percent')).toMatchObject({ heldByMe: 1, canCollect: false });
  });

  it('lists on a product page the offers that cover it: its shop’s and the platform’s, in its currency', async () => {
    const res = await listAs()({ url: `/api/v1/coupon/publicOffersByProduct/${productId}` });
    expect(names(envelopeOf<{ list: CouponOfferView[] }>(res).data.list)).toEqual([
      'platform percent',
      'shop sold out',
      'shop percent for product',
      'shop for all',
    ]);
    const other = await listAs()({ url: `/api/v1/coupon/publicOffersByProduct/${otherProductId}` });
    expect(names(envelopeOf<{ list: CouponOfferView[] }>(other).data.list)).toEqual([
      'platform percent',
      'shop sold out',
      'shop for other product',
      'shop for all',
    ]);
  });

  it('answers 404 for a hidden or unknown product', async () => {
    for (const id of [hiddenId, randomUUID()]) expect((await listAs()({ url: `/api/v1/coupon/publicOffersByProduct/${id}` })).statusCode).toBe(404);
  });

  it('lists on a shop page only that shop’s public offers open now', async () => {
    const res = await listAs()({ url: `/api/v1/coupon/merchantList/${shop}` });
    expect(names(envelopeOf<{ list: CouponOfferView[] }>(res).data.list)).toEqual([
      'shop sold out',
      'shop for other product',
      'shop percent for product',
      'shop for all',
    ]);
    expect(envelopeOf<{ list: CouponOfferView[] }>(await listAs()({ url: `/api/v1/coupon/merchantList/${randomUUID()}` })).data.list).toEqual([]);
  });
});
