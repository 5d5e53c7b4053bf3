import { annualPriceMinor } from '@sme/shared/membership-plans';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import type { MembershipPlanView } from '@sme/shared/membership-plans';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe('membership plans', () => {
  it('lists Silver, Gold and Platinum with monthly and annual prices in minor units', async () => {
    const res = await signedInject(app, { url: '/api/v1/membership/plans' });
    expect(res.statusCode).toBe(200);
    const { list } = envelopeOf<{ list: MembershipPlanView[] }>(res).data;
    expect(list.map((p) => [p.tier, p.currency, p.monthlyPriceMinor, p.annualPriceMinor, p.isBestValue])).toEqual([
      ['SILVER', 'HKD', 8000, 81600, false],
      ['GOLD', 'HKD', 48000, 489600, true],
      ['PLATINUM', 'HKD', 380000, 3876000, false],
    ]);
    for (const p of list) expect(p.annualPriceMinor).toBe(Math.round(p.monthlyPriceMinor * 12 * 0.85));
    expect(list[0]?.addedFeatures).toContain('fastBankAccount');
    expect(list[2]?.addedFeatures).toContain('personalisedAiChatbot');
    expect(annualPriceMinor(8000)).toBe(81600);
  });

  it('answers the message in the request locale even from the cache', async () => {
    await signedInject(app, { url: '/api/v1/membership/plans' });
    const cn = await signedInject(app, { url: '/api/v1/membership/plans', headers: { 'accept-language': 'zh-CN' } });
    expect(envelopeOf(cn).meta.message).toBe('成功');
    const en = await signedInject(app, { url: '/api/v1/membership/plans' });
    expect(envelopeOf(en).meta.message).toBe('Success');
  });
});
