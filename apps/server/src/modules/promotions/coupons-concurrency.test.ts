import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { TEST_DB_DRIVER, createTestApp } from '../../test/test-app';
import { couponInstances, couponOffers } from './promotions.tables';

/**
 * Coupon limits under parallel requests. Only on PostgreSQL: PGlite serves one query at a time, so requests there
 * never overlap and these tests could not fail.
 */
describe.skipIf(TEST_DB_DRIVER !== 'postgres')('collecting coupons in parallel (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function insertOffer(values: Partial<typeof couponOffers.$inferInsert>): Promise<string> {
    const [row] = await app.db
      .insert(couponOffers)
      .values({ titleEn: 'Race', titleZh: '競賽', currency: 'HKD', method: 'FIXPRICE', valueMinor: 100, ...values })
      .returning({ id: couponOffers.id });
    if (!row) throw new Error('offer not inserted');
    return row.id;
  }

  const instancesOf = (offerId: string) => app.db.select().from(couponInstances).where(eq(couponInstances.offerId, offerId));

  it('hands out exactly 5 coupons to 20 members collecting an offer of 5 at once', async () => {
    const offerId = await insertOffer({ totalQuantity: 5 });
    const members = await Promise.all(Array.from({ length: 20 }, () => signedInMember(app)));
    const results = await Promise.all(
      members.map((m, i) => clientOf(app, `10.73.1.${i + 1}`, m.cookie)({ url: '/api/v1/coupon/collect', form: { cpOfferId: offerId } })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(results.filter((r) => r.statusCode === 409).every((r) => envelopeOf(r).meta.message === 'All coupons of this offer have been claimed.')).toBe(true);
    expect(await instancesOf(offerId)).toHaveLength(5);
    const [offer] = await app.db.select().from(couponOffers).where(eq(couponOffers.id, offerId));
    expect(offer?.issuedCount).toBe(5);
  });

  it('gives one member who collects 10 times at once one coupon of a one-per-member offer', async () => {
    const offerId = await insertOffer({ perMemberLimit: 1 });
    const { cookie, memberId } = await signedInMember(app);
    const send = clientOf(app, '10.73.2.1', cookie);
    const results = await Promise.all(Array.from({ length: 10 }, () => send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offerId } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await instancesOf(offerId)).map((c) => c.memberId)).toEqual([memberId]);
    const [offer] = await app.db.select().from(couponOffers).where(eq(couponOffers.id, offerId));
    expect(offer?.issuedCount).toBe(1);
  });

  it('uses a held coupon once when it is redeemed 10 times at once', async () => {
    const offerId = await insertOffer({});
    const { cookie } = await signedInMember(app);
    const send = clientOf(app, '10.73.3.1', cookie);
    const coupon = envelopeOf<{ id: string }>(await send({ url: '/api/v1/coupon/collect', form: { cpOfferId: offerId } })).data;
    const results = await Promise.all(Array.from({ length: 10 }, () => send({ url: '/api/v1/coupon/redeemInstance', form: { cpInstanceId: coupon.id } })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });
});
