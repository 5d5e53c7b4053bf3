import type { CouponInstanceView, PromoCodeView } from '@sme/shared/schemas/promotions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPromotions } from '../../db/seed/promotions-seed';
import { clientOf, signedInMember } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import type { CouponOfferPage } from './promotions.schemas';

/** The demo promotions, read through the API the shop uses. */
describe('demo promotions seed', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ seed: 'auto' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const send = (cookie?: string) => clientOf(app, '10.74.0.1', cookie);

  async function offers(): Promise<CouponOfferPage> {
    return envelopeOf<CouponOfferPage>(await send()({ url: '/api/v1/coupon/offers', query: { size: 50 } })).data;
  }

  it('opens public merchant and platform offers of both methods in the coupon centre, the claim-code one unlisted', async () => {
    const { list, total } = await offers();
    expect(total).toBe(7);
    expect(new Set(list.map((o) => o.method))).toEqual(new Set(['FIXPRICE', 'PERCENT']));
    expect(list.some((o) => o.merchantId === null)).toBe(true);
    expect(list.some((o) => !o.isForAll && o.pidList.length > 0)).toBe(true);
    expect(list.find((o) => o.remaining === 5)?.title).toBe('HK$100 off the seafood hamper, only 5');
    expect(list.every((o) => o.merchantId === null || o.merchantName)).toBe(true);
    expect(list.map((o) => o.title)).not.toContain('SME welcome: HK$10 off each item');
  });

  it('lists a merchant’s valid codes only, and assigns the SMEWELCOME coupon by its code', async () => {
    const tea = (await offers()).list.find((o) => o.merchantName === 'Harbour Leaf Tea Co.');
    expect(tea).toBeDefined();
    const codes = envelopeOf<{ list: PromoCodeView[] }>(await send()({ url: `/api/v1/promo/findByMerchant/${tea?.merchantId}` })).data.list;
    expect(codes.map((c) => c.code)).toEqual(['TEA50']);
    expect(codes[0]).toMatchObject({ method: 'FIXPRICE', valueMinor: 5_000, minSpendMinor: 30_000, per: 'ORDER', currency: 'HKD' });
    const { cookie } = await signedInMember(app);
    const res = await send(cookie)({ url: '/api/v1/coupon/assignByCode', form: { code: 'smewelcome' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<CouponInstanceView>(res).data).toMatchObject({ merchantId: null, method: 'FIXPRICE', valueMinor: 1_000, state: 'UNUSED' });
  });

  it('adds nothing when run again', async () => {
    expect(await seedPromotions(app.db)).toEqual({ promoCodes: 0, couponOffers: 0 });
  });
});
