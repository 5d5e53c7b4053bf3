import { randomBytes, randomUUID } from 'node:crypto';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { PromoCheckView, PromoCodeView } from '@sme/shared/schemas/promotions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { promoCodeUses, promoCodes } from './promotions.tables';

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
/** Merchant A's HK$100.00 and HK$50.00 products, merchant B's HK$80.00 one, merchant A's US$20.00 one. */
let teaId: string;
let cupId: string;
let otherShopId: string;
let usdId: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  const product = (merchantId: string, over: Parameters<typeof insertProduct>[2]) =>
    insertProduct(app.db, merchantId, { stock: 100, deliveryTypes: ['HOME_DELIVERY'], ...over });
  teaId = await product(merchantA, { retailPriceMinor: 10_000 });
  cupId = await product(merchantA, { retailPriceMinor: 5_000 });
  otherShopId = await product(merchantB, { retailPriceMinor: 8_000 });
  usdId = await product(merchantA, { retailPriceMinor: 2_000, currency: 'USD' });
});

afterAll(async () => {
  await app?.close();
});

let testNumber = 0;
let ip = '';
beforeEach(() => {
  ip = `10.71.0.${++testNumber}`;
});
type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;
const as =
  (cookie?: string): Send =>
  (req) =>
    clientOf(app, ip, cookie)(req);
const outcomeOf = (res: LightMyRequestResponse) => [res.statusCode, envelopeOf(res).meta.code];

/** A promo code row; a fresh code (upper case) unless told, for all products of the platform, 10% off. */
async function insertPromo(over: Partial<typeof promoCodes.$inferInsert> = {}): Promise<typeof promoCodes.$inferSelect> {
  const [row] = await app.db
    .insert(promoCodes)
    .values({
      code: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      titleEn: 'Test code',
      titleZh: '測試優惠碼',
      currency: 'HKD',
      method: 'PERCENT',
      percentage: 10,
      ...over,
    })
    .returning();
  if (!row) throw new Error('promo code not inserted');
  return row;
}

/** A member with these products in the cart; answers the session and the cart line ids, comma separated. */
async function memberWithCart(lines: Array<[productId: string, quantity: number]>): Promise<{ send: Send; memberId: string; ids: string }> {
  const { cookie, memberId } = await signedInMember(app);
  const send = as(cookie);
  const ids: string[] = [];
  for (const [productId, quantity] of lines) {
    const res = await send({ url: '/api/v1/cart/add', form: { productId, quantity } });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(envelopeOf<CartLineView>(res).data.id);
  }
  return { send, memberId, ids: ids.join(',') };
}

const check = (send: Send, code: string, cartItemIds: string) => send({ url: '/api/v1/promo/check', json: { code, cartItemIds } });

describe('promo.check accepts a code (200)', () => {
  it('answers the code and the discount it gives on the selected lines, entered in any case', async () => {
    const promo = await insertPromo({ titleEn: 'Ten off', titleZh: '九折' });
    const { send, ids } = await memberWithCart([
      [teaId, 2],
      [cupId, 1],
    ]);
    const res = await check(send, `  ${promo.code.toLowerCase()} `, ids);
    expect(outcomeOf(res)).toEqual([200, 200]);
    const view = envelopeOf<PromoCheckView>(res).data;
    expect(view).toMatchObject({ discountMinor: 2_500, currency: 'HKD' });
    expect(view.promo).toMatchObject({
      code: promo.code,
      title: 'Ten off',
      merchantId: null,
      method: 'PERCENT',
      percentage: 10,
      isForAll: true,
      per: 'ORDER',
      minSpendMinor: 0,
    });
    const chinese = await send({ url: '/api/v1/promo/check', json: { code: promo.code, cartItemIds: ids }, headers: { 'accept-language': 'zh-CN' } });
    expect(envelopeOf<PromoCheckView>(chinese).data.promo.title).toBe('九折');
  });

  it('takes a fixed amount once per order, or per unit of the listed products, never more than they cost', async () => {
    const { send, ids } = await memberWithCart([
      [teaId, 2],
      [cupId, 3],
    ]);
    const perOrder = await insertPromo({ merchantId: merchantA, method: 'FIXPRICE', valueMinor: 3_000 });
    expect(envelopeOf<PromoCheckView>(await check(send, perOrder.code, ids)).data.discountMinor).toBe(3_000);
    const perPerson = await insertPromo({ merchantId: merchantA, method: 'FIXPRICE', valueMinor: 700, per: 'PERSON', isForAll: false, pidList: [cupId] });
    expect(envelopeOf<PromoCheckView>(await check(send, perPerson.code, ids)).data.discountMinor).toBe(2_100);
    const huge = await insertPromo({ method: 'FIXPRICE', valueMinor: 1_000_000, isForAll: false, pidList: [cupId] });
    expect(envelopeOf<PromoCheckView>(await check(send, huge.code, ids)).data.discountMinor).toBe(15_000);
  });

  it('accepts a minimum spend reached exactly, counted on the covered goods only', async () => {
    const promo = await insertPromo({ isForAll: false, pidList: [teaId], minSpendMinor: 20_000 });
    const { send, ids } = await memberWithCart([
      [teaId, 2],
      [cupId, 1],
    ]);
    expect(outcomeOf(await check(send, promo.code, ids))).toEqual([200, 200]);
  });
});

describe('promo.check refuses with the section 8 outcome and its message', () => {
  it('answers 404 for an unknown or disabled code', async () => {
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    expect(outcomeOf(await check(send, 'NOSUCHCODE', ids))).toEqual([404, 404]);
    const disabled = await insertPromo({ status: 'DISABLED' });
    expect(outcomeOf(await check(send, disabled.code, ids))).toEqual([404, 404]);
  });

  it('answers 8102 for an expired code and 8105 for one not yet valid', async () => {
    const now = Date.now();
    const expired = await insertPromo({ validFrom: new Date(now - 10 * DAY_MS), validUntil: new Date(now - DAY_MS) });
    const future = await insertPromo({ validFrom: new Date(now + DAY_MS), validUntil: new Date(now + 10 * DAY_MS) });
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    const res = await check(send, expired.code, ids);
    expect(outcomeOf(res)).toEqual([400, 8102]);
    expect(envelopeOf(res).meta.message).toBe('This promotion code has expired.');
    expect(outcomeOf(await check(send, future.code, ids))).toEqual([400, 8105]);
  });

  it('answers 8106 once the member used a once-per-member code, while others still may', async () => {
    const promo = await insertPromo({ perMemberLimit: 1 });
    const first = await memberWithCart([[teaId, 1]]);
    const second = await memberWithCart([[teaId, 1]]);
    expect(outcomeOf(await check(first.send, promo.code, first.ids))).toEqual([200, 200]);
    await app.db.insert(promoCodeUses).values({ promoCodeId: promo.id, memberId: first.memberId, orderId: randomUUID(), discountMinor: 1_000 });
    expect(outcomeOf(await check(first.send, promo.code, first.ids))).toEqual([409, 8106]);
    expect(outcomeOf(await check(second.send, promo.code, second.ids))).toEqual([200, 200]);
  });

  it('answers 8106 to everyone once a code’s uses in all are taken', async () => {
    const promo = await insertPromo({ usageLimit: 1 });
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    await app.db.insert(promoCodeUses).values({ promoCodeId: promo.id, memberId: randomUUID(), orderId: randomUUID(), discountMinor: 1_000 });
    expect(outcomeOf(await check(send, promo.code, ids))).toEqual([409, 8106]);
    // A cancelled order's use is deleted: the code is usable again.
    await app.db.delete(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect(outcomeOf(await check(send, promo.code, ids))).toEqual([200, 200]);
  });

  it('answers 8107 for another merchant’s code or another currency', async () => {
    const ofB = await insertPromo({ merchantId: merchantB });
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    expect(outcomeOf(await check(send, ofB.code, ids))).toEqual([400, 8107]);
    const hkd = await insertPromo({ merchantId: merchantA, method: 'FIXPRICE', valueMinor: 100 });
    const usd = await memberWithCart([[usdId, 1]]);
    expect(outcomeOf(await check(usd.send, hkd.code, usd.ids))).toEqual([400, 8107]);
  });

  it('answers 1013 for a code of none of these products', async () => {
    const promo = await insertPromo({ merchantId: merchantA, isForAll: false, pidList: [cupId] });
    const { send, ids } = await memberWithCart([
      [teaId, 1],
      [otherShopId, 1],
    ]);
    expect(outcomeOf(await check(send, promo.code, ids))).toEqual([400, 1013]);
  });

  it('answers 8108 for a code longer than a code can be, before looking it up', async () => {
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    expect(outcomeOf(await check(send, 'X'.repeat(33), ids))).toEqual([400, 8108]);
  });

  it('answers 8109 below the minimum spend, freight excluded and only covered goods counted', async () => {
    const promo = await insertPromo({ isForAll: false, pidList: [teaId], minSpendMinor: 20_001 });
    const { send, ids } = await memberWithCart([
      [teaId, 2],
      [cupId, 4],
    ]);
    const res = await check(send, promo.code, ids);
    expect(outcomeOf(res)).toEqual([400, 8109]);
    expect(envelopeOf(res).meta.message).toBe('This offer cannot be used: the total spend threshold is not met.');
  });
});

describe('promo.check guards', () => {
  it('needs a member (401) and the member’s own cart lines (404)', async () => {
    const promo = await insertPromo();
    const { ids } = await memberWithCart([[teaId, 1]]);
    expect(outcomeOf(await check(as(), promo.code, ids))).toEqual([401, 401]);
    const other = await memberWithCart([[cupId, 1]]);
    expect(outcomeOf(await check(other.send, promo.code, ids))).toEqual([404, 404]);
  });

  it('answers 400 naming the field for a missing code or bad line ids', async () => {
    const { send, ids } = await memberWithCart([[teaId, 1]]);
    const noCode = await send({ url: '/api/v1/promo/check', json: { code: ' ', cartItemIds: ids } });
    expect([noCode.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(noCode).data.fields[0]?.field]).toEqual([400, 'code']);
    const badIds = await send({ url: '/api/v1/promo/check', json: { code: 'ABC', cartItemIds: 'not-an-id' } });
    expect(badIds.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(badIds).data.fields[0]?.field).toMatch(/^cartItemIds/);
  });
});

describe('promo.findByMerchant', () => {
  it('lists only the merchant’s active codes valid now and not used up, soonest ending first', async () => {
    const merchant = await insertMerchant(app.db);
    const now = Date.now();
    const later = await insertPromo({ merchantId: merchant, validUntil: new Date(now + 20 * DAY_MS) });
    const sooner = await insertPromo({ merchantId: merchant, validFrom: new Date(now - DAY_MS), validUntil: new Date(now + 2 * DAY_MS) });
    const open = await insertPromo({ merchantId: merchant });
    const partlyUsed = await insertPromo({ merchantId: merchant, usageLimit: 2 });
    const usedUp = await insertPromo({ merchantId: merchant, usageLimit: 1 });
    await app.db
      .insert(promoCodeUses)
      .values([partlyUsed, usedUp].map((p) => ({ promoCodeId: p.id, memberId: randomUUID(), orderId: randomUUID(), discountMinor: 100 })));
    await insertPromo({ merchantId: merchant, validUntil: new Date(now - DAY_MS) });
    await insertPromo({ merchantId: merchant, validFrom: new Date(now + DAY_MS) });
    await insertPromo({ merchantId: merchant, status: 'DISABLED' });
    await insertPromo({ merchantId: merchantB });
    await insertPromo();

    const res = await as()({ url: `/api/v1/promo/findByMerchant/${merchant}` });
    expect(res.statusCode).toBe(200);
    const list = envelopeOf<{ list: PromoCodeView[] }>(res).data.list;
    expect(list.slice(0, 2).map((p) => p.code)).toEqual([sooner.code, later.code]);
    expect(list.map((p) => p.code).sort()).toEqual([sooner.code, later.code, open.code, partlyUsed.code].sort());
    expect(list[0]).toMatchObject({ merchantId: merchant, title: 'Test code', validUntil: sooner.validUntil?.toISOString() });
  });

  it('answers an empty list for a merchant without codes and 400 for a bad id', async () => {
    expect(envelopeOf<{ list: PromoCodeView[] }>(await as()({ url: `/api/v1/promo/findByMerchant/${randomUUID()}` })).data.list).toEqual([]);
    expect((await as()({ url: '/api/v1/promo/findByMerchant/nope' })).statusCode).toBe(400);
  });
});

describe('promotions API document', () => {
  it('documents every promo.* and coupon.* operation at its method and path in /api/docs/json', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => (op.tags?.includes('promotions') ? [`${op.operationId} ${method.toUpperCase()} ${path}`] : [])),
    );
    expect(found.sort()).toEqual(
      [
        'promo.check POST /api/v1/promo/check',
        'promo.findByMerchant GET /api/v1/promo/findByMerchant/{merchantId}',
        'coupon.instances GET /api/v1/coupon/instances',
        'coupon.offers GET /api/v1/coupon/offers',
        'coupon.publicOffersByProduct GET /api/v1/coupon/publicOffersByProduct/{productId}',
        'coupon.merchantList GET /api/v1/coupon/merchantList/{merchantId}',
        'coupon.collect POST /api/v1/coupon/collect',
        'coupon.redeemOffer POST /api/v1/coupon/redeemOffer',
        'coupon.assignByCode POST /api/v1/coupon/assignByCode',
        'coupon.redeemInstance POST /api/v1/coupon/redeemInstance',
      ].sort(),
    );
  });
});
