import { couponCodeInput, couponInstanceIdInput, couponInstancesQuery, couponOfferIdInput, promoCheckInput } from '@sme/shared/schemas/promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { assignByCode, collectOffer, redeemOffer } from './coupon-issue.service';
import { memberCoupons, redeemInstance } from './coupon-instances.service';
import { listOffers, offersForProduct, offersOfMerchant } from './coupon-offers.service';
import { checkPromo, promoCodesOfMerchant } from './promo-codes.service';
import {
  couponInstancePageSchema,
  couponInstanceSchema,
  couponOfferPageSchema,
  couponOfferSchema,
  couponOffersQuery,
  promoCheckSchema,
  promoCodeSchema,
} from './promotions.schemas';

const id = z.uuid({ error: 'validation.idInvalid' });
const offerList = envelopeSchema(z.object({ list: z.array(couponOfferSchema) }));
const tags = ['promotions'];
/** How collect, redeemOffer and assignByCode refuse, besides their own 404. */
const ISSUE_REFUSALS = '400 coupon.notOpen outside its period; 409 coupon.limitReached at the per-member limit; 409 coupon.soldOut';

/** Entering codes is where codes get guessed: a member gets fewer tries a minute than the global limit. */
const CODE_ENTRY_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Promotion codes and coupons (spec sections 3, 6, 8, 9). Public lists read the session when there is one. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/promo/check', {
    schema: {
      operationId: 'promo.check',
      tags,
      summary:
        'Check a promotion code against the member’s cart lines (cartItemIds comma separated): 200 with the discount it gives alone. ' +
        'Refused with its section 8 code: 8108 too long, 404 unknown, 8105 not yet valid, 8102 expired, 8106 used up, 8107 other merchant or currency, ' +
        '1013 not these products, 8109 minimum spend (freight excluded) not met; the cart’s 4403/4402/4400/4401/6001 and 404 for a line not the member’s',
      body: promoCheckInput,
      response: { 200: envelopeSchema(promoCheckSchema) },
    },
    config: CODE_ENTRY_LIMIT,
    preValidation: requireMember,
    handler: async (request) => ok(await checkPromo(app.db, memberIdOf(request), request.body, request.locale, new Date())),
  });

  app.get('/api/v1/promo/findByMerchant/:merchantId', {
    schema: {
      operationId: 'promo.findByMerchant',
      tags,
      summary: 'The merchant’s active promotion codes valid now and not used up, soonest ending first (an unknown merchant has none)',
      params: z.object({ merchantId: id }),
      response: { 200: envelopeSchema(z.object({ list: z.array(promoCodeSchema) })) },
    },
    handler: async (request) => ok({ list: await promoCodesOfMerchant(app.db, request.params.merchantId, request.locale, new Date()) }),
  });

  app.get('/api/v1/coupon/instances', {
    schema: {
      operationId: 'coupon.instances',
      tags,
      summary: 'The member’s coupons, newest first, of one state (UNUSED, USED, EXPIRED = unused past its end) or all, paged, with the count of each state',
      querystring: couponInstancesQuery,
      response: { 200: envelopeSchema(couponInstancePageSchema) },
    },
    preValidation: requireMember,
    handler: async (request) => ok(await memberCoupons(app.db, memberIdOf(request), request.query, request.locale, new Date())),
  });

  app.get('/api/v1/coupon/offers', {
    schema: {
      operationId: 'coupon.offers',
      tags,
      summary: 'The coupon centre: public offers open now, newest first, paged; sold-out ones show remaining 0. heldByMe and canCollect for a signed-in member',
      querystring: couponOffersQuery,
      response: { 200: envelopeSchema(couponOfferPageSchema) },
    },
    handler: async (request) => ok(await listOffers(app.db, request.member?.id ?? null, request.query, request.locale, new Date())),
  });

  app.get('/api/v1/coupon/publicOffersByProduct/:productId', {
    schema: {
      operationId: 'coupon.publicOffersByProduct',
      tags,
      summary:
        'Public offers open now that cover the product (its merchant’s or the platform’s, for all products or listing it); unknown or hidden product 404',
      params: z.object({ productId: id }),
      response: { 200: offerList },
    },
    handler: async (request) => ok({ list: await offersForProduct(app.db, request.member?.id ?? null, request.params.productId, request.locale, new Date()) }),
  });

  app.get('/api/v1/coupon/merchantList/:merchantId', {
    schema: {
      operationId: 'coupon.merchantList',
      tags,
      summary: 'The merchant’s public offers open now (an unknown merchant has none)',
      params: z.object({ merchantId: id }),
      response: { 200: offerList },
    },
    handler: async (request) => ok({ list: await offersOfMerchant(app.db, request.member?.id ?? null, request.params.merchantId, request.locale, new Date()) }),
  });

  app.post('/api/v1/coupon/collect', {
    schema: {
      operationId: 'coupon.collect',
      tags,
      summary: `Collect a coupon of a public offer; unknown, disabled or unlisted 404; ${ISSUE_REFUSALS}`,
      body: couponOfferIdInput,
      response: { 200: envelopeSchema(couponInstanceSchema) },
    },
    preValidation: requireMember,
    handler: async (request) => ok(await collectOffer(app.db, memberIdOf(request), request.body.cpOfferId, request.locale, new Date())),
  });

  app.post('/api/v1/coupon/redeemOffer', {
    schema: {
      operationId: 'coupon.redeemOffer',
      tags,
      summary: `Claim a coupon of an offer by its id (a campaign link; public or unlisted); unknown or disabled 404; ${ISSUE_REFUSALS}`,
      body: couponOfferIdInput,
      response: { 200: envelopeSchema(couponInstanceSchema) },
    },
    preValidation: requireMember,
    handler: async (request) => ok(await redeemOffer(app.db, memberIdOf(request), request.body.cpOfferId, request.locale, new Date())),
  });

  app.post('/api/v1/coupon/assignByCode', {
    schema: {
      operationId: 'coupon.assignByCode',
      tags,
      summary: `Claim the coupon of the offer whose claim code matches (not case-sensitive); no such code 404; ${ISSUE_REFUSALS}`,
      body: couponCodeInput,
      response: { 200: envelopeSchema(couponInstanceSchema) },
    },
    config: CODE_ENTRY_LIMIT,
    preValidation: requireMember,
    handler: async (request) => ok(await assignByCode(app.db, memberIdOf(request), request.body.code, request.locale, new Date())),
  });

  app.post('/api/v1/coupon/redeemInstance', {
    schema: {
      operationId: 'coupon.redeemInstance',
      tags,
      summary:
        'Use a coupon the member holds outside checkout (an in-store voucher): UNUSED and valid becomes USED; otherwise 409 coupon.notAvailable; another member’s 404',
      body: couponInstanceIdInput,
      response: { 200: envelopeSchema(couponInstanceSchema) },
    },
    preValidation: requireMember,
    handler: async (request) => ok(await redeemInstance(app.db, memberIdOf(request), request.body.cpInstanceId, request.locale, new Date())),
  });
};
