import type { ConsoleCouponOfferView, ConsolePage } from '@sme/shared/schemas/console-promotions';
import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalogue-fixtures';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { shopper } from '../../modules/orders/orders.test-kit';
import { type ConsoleCast, auditActions, consoleCast, dataOf, daysFromNow, fieldsOf, freshCode, offerBody } from './promotions.test-kit';

/** Back-office coupon offers: field rules, claim codes, what an offer that handed out coupons may still change, withdrawal. */

let app: FastifyInstance;
let cast: ConsoleCast;
let productB: string;

beforeAll(async () => {
  app = await createTestApp();
  cast = await consoleCast(app);
  productB = await insertProduct(app.db, cast.merchantB);
});

afterAll(async () => {
  await app?.close();
});

const create = async (overrides: Record<string, unknown> = {}) =>
  dataOf<ConsoleCouponOfferView>(await cast.staffA({ url: '/api/v1/console/couponOffer/create', json: offerBody(overrides) }));
const detail = async (id: string) => dataOf<ConsoleCouponOfferView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/couponOffer/detail/${id}` }));
const update = (id: string, overrides: Record<string, unknown>) =>
  cast.staffA({ url: '/api/v1/console/couponOffer/update', json: { ...offerBody(overrides), id } });

/** A new member collects one coupon of the offer; answers the member's client and the coupon. */
async function collect(offerId: string) {
  const s = await shopper(app);
  const res = await s.send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offerId } });
  return { s, coupon: dataOf<CouponInstanceView>(res) };
}

describe('console coupon offers: validation', () => {
  it('refuses bad input with 400 naming field and rule, and creates nothing', async () => {
    const title = `Bad ${freshCode()}`;
    const inThreeDays = daysFromNow(3);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ titleZh: '' }, 'titleZh:required'],
      [{ method: 'PERCENT', percentage: 0 }, 'percentage:percentRange'],
      [{ valueMinor: 0 }, 'valueMinor:amountPositive'],
      [{ totalQuantity: 0 }, 'totalQuantity:tooSmall'],
      [{ perMemberLimit: 0 }, 'perMemberLimit:tooSmall'],
      [{ validDays: 0 }, 'validDays:tooSmall'],
      [{ claimCode: 'no!' }, 'claimCode:promoCodeFormat'],
      [{ isForAll: false }, 'pidList:productsRequired'],
      // One instant for both: two calls a millisecond apart would make a valid window.
      [{ validFrom: inThreeDays, validUntil: inThreeDays }, 'validUntil:endAfterStart'],
      [{ isForAll: false, pidList: [productB] }, 'pidList:invalid'],
    ];
    for (const [overrides, expected] of cases) {
      const res = await cast.staffA({ url: '/api/v1/console/couponOffer/create', json: offerBody({ titleEn: title, ...overrides }) });
      expect([expected, res.statusCode, fieldsOf(res)]).toEqual([expected, 400, [expected]]);
    }
    const found = dataOf<ConsolePage<unknown>>(await cast.admin({ method: 'GET', url: '/api/v1/console/couponOffer/list', query: { q: title } }));
    expect(found.total).toBe(0);
  });

  it('stores the claim code upper case and refuses one in use with 409', async () => {
    const code = freshCode();
    expect((await create({ claimCode: code.toLowerCase() })).claimCode).toBe(code);
    const again = await cast.staffB({ url: '/api/v1/console/couponOffer/create', json: offerBody({ claimCode: code }) });
    expect([again.statusCode, envelopeOf(again).meta.message]).toEqual([409, 'This claim code is already in use. Please choose another.']);
  });
});

describe('console coupon offers: changes', () => {
  it('edits an offer freely before any coupon is handed out', async () => {
    const offer = await create();
    const edited = dataOf<ConsoleCouponOfferView>(await update(offer.id, { method: 'PERCENT', percentage: 20, currency: 'USD', totalQuantity: 5 }));
    expect([edited.method, edited.percentage, edited.valueMinor, edited.currency, edited.totalQuantity]).toEqual(['PERCENT', 20, 0, 'USD', 5]);
  });

  it('keeps the total quantity at or above the coupons handed out, and locks the discount once one is out', async () => {
    const offer = await create({ totalQuantity: 3 });
    await collect(offer.id);
    await collect(offer.id);
    expect((await detail(offer.id)).issuedCount).toBe(2);

    const below = await update(offer.id, { totalQuantity: 1 });
    expect([below.statusCode, fieldsOf(below)]).toEqual([400, ['totalQuantity:belowIssued']]);
    const locked = await update(offer.id, { totalQuantity: 3, valueMinor: 5_000, isForAll: true });
    expect([locked.statusCode, envelopeOf<{ fields: string[] }>(locked).data.fields]).toEqual([409, ['valueMinor']]);
    expect((await detail(offer.id)).totalQuantity).toBe(3);

    const soldOut = dataOf<ConsoleCouponOfferView>(await update(offer.id, { totalQuantity: 2, titleEn: 'Last ones', validUntil: daysFromNow(90) }));
    expect([soldOut.totalQuantity, soldOut.titleEn]).toEqual([2, 'Last ones']);
    const late = await shopper(app);
    expect((await late.send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offer.id } })).statusCode).toBe(409);
    expect((await auditActions(app, offer.id)).map(([a]) => a)).toEqual(['console.couponOffer.update', 'console.couponOffer.create']);
  });

  it('withdraws an offer: no more collecting, held coupons stop working, no further edits; audited once', async () => {
    const offer = await create();
    const { s, coupon } = await collect(offer.id);
    const withdrawn = dataOf<ConsoleCouponOfferView>(await cast.staffA({ url: '/api/v1/console/couponOffer/withdraw', json: { id: offer.id } }));
    expect(withdrawn.status).toBe('DISABLED');
    dataOf(await cast.staffA({ url: '/api/v1/console/couponOffer/withdraw', json: { id: offer.id } }));

    const redeem = await s.send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId: coupon.id } });
    expect(redeem.statusCode).toBe(409);
    expect((await (await shopper(app)).send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offer.id } })).statusCode).toBe(404);
    const edit = await update(offer.id, { titleEn: 'Back again' });
    expect([edit.statusCode, envelopeOf(edit).meta.message]).toEqual([409, 'This offer has been withdrawn and can no longer change.']);
    const listed = dataOf<ConsolePage<{ id: string }>>(
      await cast.staffA({ method: 'GET', url: '/api/v1/console/couponOffer/list', query: { status: 'DISABLED' } }),
    );
    expect(listed.list.map((o) => o.id)).toContain(offer.id);
    expect(await auditActions(app, offer.id)).toEqual([
      ['console.couponOffer.withdraw', cast.merchantA],
      ['console.couponOffer.create', cast.merchantA],
    ]);
  });
});
