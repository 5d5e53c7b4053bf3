import { Codes } from '@sme/shared/codes';
import type { ConsoleCouponOfferView, ConsolePage, ConsolePromoRow, ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import type { SignedRequest } from '../../test/signed-inject';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { type ConsoleCast, type Send, auditActions, consoleCast, consoleClient, dataOf, offerBody, promoBody } from './promotions.test-kit';

/** Who may call each console promotions endpoint: admin, the merchant's staff, another merchant's staff (404), a member (403), no second factor (403). */

let app: FastifyInstance;
let cast: ConsoleCast;
let member: Send;
let noTotp: Send;
let promoA: ConsolePromoView;
let offerA: ConsoleCouponOfferView;

beforeAll(async () => {
  app = await createTestApp();
  cast = await consoleCast(app);
  const { cookie } = await signedInMember(app);
  member = clientOf(app, '10.82.0.1', cookie);
  noTotp = await consoleClient(app, { roles: ['ADMIN'], totp: false });
  promoA = dataOf(await cast.staffA({ url: '/api/v1/console/promo/create', json: promoBody() }));
  offerA = dataOf(await cast.staffA({ url: '/api/v1/console/couponOffer/create', json: offerBody() }));
});

afterAll(async () => {
  await app?.close();
});

/** Every endpoint on merchant A's records; `fresh` bodies so a repeated create never collides. */
const endpoints = (): Array<[string, () => SignedRequest]> => [
  ['console.promo.list', () => ({ method: 'GET', url: '/api/v1/console/promo/list', query: { q: promoA.code } })],
  ['console.promo.detail', () => ({ method: 'GET', url: `/api/v1/console/promo/detail/${promoA.id}` })],
  ['console.promo.update', () => ({ url: '/api/v1/console/promo/update', json: { ...promoBody({ code: promoA.code }), id: promoA.id } })],
  ['console.promo.disable', () => ({ url: '/api/v1/console/promo/disable', json: { id: promoA.id } })],
  ['console.promo.enable', () => ({ url: '/api/v1/console/promo/enable', json: { id: promoA.id } })],
  ['console.promo.usage', () => ({ method: 'GET', url: `/api/v1/console/promo/usage/${promoA.id}` })],
  ['console.couponOffer.list', () => ({ method: 'GET', url: '/api/v1/console/couponOffer/list' })],
  ['console.couponOffer.detail', () => ({ method: 'GET', url: `/api/v1/console/couponOffer/detail/${offerA.id}` })],
  ['console.couponOffer.update', () => ({ url: '/api/v1/console/couponOffer/update', json: { ...offerBody(), id: offerA.id } })],
  ['console.couponOffer.usage', () => ({ method: 'GET', url: `/api/v1/console/couponOffer/usage/${offerA.id}` })],
];
const creates = (): Array<[string, () => SignedRequest]> => [
  ['console.promo.create', () => ({ url: '/api/v1/console/promo/create', json: promoBody({ merchantId: cast.merchantA }) })],
  ['console.couponOffer.create', () => ({ url: '/api/v1/console/couponOffer/create', json: offerBody({ merchantId: cast.merchantA }) })],
];
const withdraw = (id: string): SignedRequest => ({ url: '/api/v1/console/couponOffer/withdraw', json: { id } });

describe('console promotions: access', () => {
  it('answers 403 to a member and before the second factor on every endpoint, withdraw included', async () => {
    for (const [name, req] of [...endpoints(), ...creates(), ['console.couponOffer.withdraw', () => withdraw(offerA.id)] as const]) {
      for (const [who, send] of [
        ['member', member],
        ['noTotp', noTotp],
      ] as const) {
        const res = await send(req());
        expect([name, who, res.statusCode, envelopeOf(res).meta.code]).toEqual([name, who, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
    expect(dataOf<ConsoleCouponOfferView>(await cast.staffA({ method: 'GET', url: `/api/v1/console/couponOffer/detail/${offerA.id}` })).status).toBe('ACTIVE');
  });

  it('answers 404 to another merchant’s staff on every record endpoint, and changes nothing', async () => {
    for (const [name, req] of [...endpoints(), ['console.couponOffer.withdraw', () => withdraw(offerA.id)] as const]) {
      if (name.endsWith('.list')) continue;
      expect([name, (await cast.staffB(req())).statusCode]).toEqual([name, 404]);
    }
    const listed = dataOf<ConsolePage<ConsolePromoRow>>(
      await cast.staffB({ method: 'GET', url: '/api/v1/console/promo/list', query: { merchantId: cast.merchantA } }),
    );
    expect(listed.total).toBe(0);
    const offers = dataOf<ConsolePage<{ id: string }>>(await cast.staffB({ method: 'GET', url: '/api/v1/console/couponOffer/list' }));
    expect(offers.list.some((o) => o.id === offerA.id)).toBe(false);
    expect(await auditActions(app, promoA.id)).toEqual([['console.promo.create', cast.merchantA]]);
    expect(await auditActions(app, offerA.id)).toEqual([['console.couponOffer.create', cast.merchantA]]);
  });

  it('lets the admin and the merchant’s own staff call every endpoint', async () => {
    for (const send of [cast.admin, cast.staffA]) {
      for (const [name, req] of [...endpoints(), ...creates()]) expect([name, (await send(req())).statusCode]).toEqual([name, 200]);
    }
    const listed = dataOf<ConsolePage<ConsolePromoRow>>(await cast.staffA({ method: 'GET', url: '/api/v1/console/promo/list', query: { q: promoA.code } }));
    expect(listed.list.map((p) => p.id)).toEqual([promoA.id]);
    const extra = dataOf<ConsoleCouponOfferView>(await cast.staffA({ url: '/api/v1/console/couponOffer/create', json: offerBody() }));
    for (const [send, id] of [
      [cast.admin, offerA.id],
      [cast.staffA, extra.id],
    ] as const) {
      expect(dataOf<ConsoleCouponOfferView>(await send(withdraw(id))).status).toBe('DISABLED');
    }
  });
});
