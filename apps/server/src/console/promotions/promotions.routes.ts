import {
  consoleCouponOfferCreateInput,
  consoleCouponOfferUpdateInput,
  consolePromoCreateInput,
  consolePromoUpdateInput,
  consolePromotionIdInput,
  consolePromotionListQuery,
  consolePromotionUsageQuery,
} from '@sme/shared/schemas/console-promotions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { createConsoleOffer, updateConsoleOffer, withdrawConsoleOffer } from './coupon-offer-changes';
import { consoleOfferDetail, listConsoleOffers } from './coupon-offers.service';
import { createConsolePromo, setConsolePromoStatus, updateConsolePromo } from './promo-code-changes';
import { consolePromoDetail, listConsolePromos } from './promo-codes.service';
import { offerUsageReport, promoUsageReport } from './promotion-usage';
import {
  consoleOfferListSchema,
  consoleOfferSchema,
  consoleOfferUsageSchema,
  consolePromoListSchema,
  consolePromoSchema,
  consolePromoUsageSchema,
} from './promotions.schemas';

const SCOPE =
  'Admins: every promotion, platform-wide ones included; a merchant’s staff: their merchant’s (another merchant’s 404). A member without a console role 403, no second factor 403';
const AUDITED = 'Audited';

/** Back-office promotions: promo codes and coupon offers with their usage reports; every change answers the record as its detail operation does. */
export const consolePromotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const promo = (request: FastifyRequest, id: string) => consolePromoDetail(app.db, consoleActorOf(request), id, request.locale, new Date());
  const offer = (request: FastifyRequest, id: string) => consoleOfferDetail(app.db, consoleActorOf(request), id, request.locale, new Date());
  const promoAnswer = { 200: envelopeSchema(consolePromoSchema) };
  const offerAnswer = { 200: envelopeSchema(consoleOfferSchema) };

  app.get('/api/v1/console/promo/list', {
    ...guard,
    schema: {
      operationId: 'console.promo.list',
      tags,
      summary: `Promo codes last updated first: q (code or title, part of it), status (ACTIVE, SCHEDULED, EXPIRED, DISABLED), merchantId, page, with each code’s uses. ${SCOPE}`,
      querystring: consolePromotionListQuery,
      response: { 200: envelopeSchema(consolePromoListSchema) },
    },
    handler: async (request) => ok(await listConsolePromos(app.db, consoleActorOf(request), request.query, request.locale, new Date())),
  });

  app.get('/api/v1/console/promo/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.promo.detail',
      tags,
      summary: `The code with every field the form edits and its uses. ${SCOPE}`,
      params: consolePromotionIdInput,
      response: promoAnswer,
    },
    handler: async (request) => ok(await promo(request, request.params.id)),
  });

  app.post('/api/v1/console/promo/create', {
    ...guard,
    schema: {
      operationId: 'console.promo.create',
      tags,
      summary: `Create a code: a merchant’s staff for their own merchant; an admin for the merchantId given, or platform-wide without one. A code in use 409. ${AUDITED}. ${SCOPE}`,
      body: consolePromoCreateInput,
      response: promoAnswer,
    },
    handler: async (request) => ok(await promo(request, await createConsolePromo(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/promo/update', {
    ...guard,
    schema: {
      operationId: 'console.promo.update',
      tags,
      summary: `Replace the code’s fields (its merchant stays). Once used on an order its code, currency, discount, products and minimum spend are locked (409 naming them) and its usage limit cannot go below its uses (400). ${AUDITED}. ${SCOPE}`,
      body: consolePromoUpdateInput,
      response: promoAnswer,
    },
    handler: async (request) => {
      await updateConsolePromo(app.db, consoleActorOf(request), request.body);
      return ok(await promo(request, request.body.id));
    },
  });

  app.post('/api/v1/console/promo/disable', {
    ...guard,
    schema: {
      operationId: 'console.promo.disable',
      tags,
      summary: `Switch the code off: checkout answers it as unknown (orders placed keep their discount). ${AUDITED}. ${SCOPE}`,
      body: consolePromotionIdInput,
      response: promoAnswer,
    },
    handler: async (request) => {
      await setConsolePromoStatus(app.db, consoleActorOf(request), request.body.id, 'DISABLED');
      return ok(await promo(request, request.body.id));
    },
  });

  app.post('/api/v1/console/promo/enable', {
    ...guard,
    schema: {
      operationId: 'console.promo.enable',
      tags,
      summary: `Switch a disabled code on again. ${AUDITED}. ${SCOPE}`,
      body: consolePromotionIdInput,
      response: promoAnswer,
    },
    handler: async (request) => {
      await setConsolePromoStatus(app.db, consoleActorOf(request), request.body.id, 'ACTIVE');
      return ok(await promo(request, request.body.id));
    },
  });

  app.get('/api/v1/console/promo/usage/:id', {
    ...guard,
    schema: {
      operationId: 'console.promo.usage',
      tags,
      summary: `The code’s uses, distinct members and discount in all (minor units of its currency), and one page of the orders that used it, newest first. ${SCOPE}`,
      params: consolePromotionIdInput,
      querystring: consolePromotionUsageQuery,
      response: { 200: envelopeSchema(consolePromoUsageSchema) },
    },
    handler: async (request) => ok(await promoUsageReport(app.db, consoleActorOf(request), request.params.id, request.query)),
  });

  app.get('/api/v1/console/couponOffer/list', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.list',
      tags,
      summary: `Coupon offers last updated first: q (title or claim code, part of it), status (DISABLED = withdrawn), merchantId, page. ${SCOPE}`,
      querystring: consolePromotionListQuery,
      response: { 200: envelopeSchema(consoleOfferListSchema) },
    },
    handler: async (request) => ok(await listConsoleOffers(app.db, consoleActorOf(request), request.query, request.locale, new Date())),
  });

  app.get('/api/v1/console/couponOffer/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.detail',
      tags,
      summary: `The offer with every field the form edits. ${SCOPE}`,
      params: consolePromotionIdInput,
      response: offerAnswer,
    },
    handler: async (request) => ok(await offer(request, request.params.id)),
  });

  app.post('/api/v1/console/couponOffer/create', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.create',
      tags,
      summary: `Create an offer: a merchant’s staff for their own merchant; an admin for the merchantId given, or platform-wide without one. A claim code in use 409. ${AUDITED}. ${SCOPE}`,
      body: consoleCouponOfferCreateInput,
      response: offerAnswer,
    },
    handler: async (request) => ok(await offer(request, await createConsoleOffer(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/couponOffer/update', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.update',
      tags,
      summary: `Replace the offer’s fields (its merchant stays). Once coupons are handed out its currency, discount and products are locked (409 naming them) and the total quantity cannot go below the number handed out (400); a withdrawn offer 409. ${AUDITED}. ${SCOPE}`,
      body: consoleCouponOfferUpdateInput,
      response: offerAnswer,
    },
    handler: async (request) => {
      await updateConsoleOffer(app.db, consoleActorOf(request), request.body);
      return ok(await offer(request, request.body.id));
    },
  });

  app.post('/api/v1/console/couponOffer/withdraw', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.withdraw',
      tags,
      summary: `Withdraw the offer for good: no more coupons are handed out and coupons members hold of it can no longer be used (orders placed keep their discount). ${AUDITED}. ${SCOPE}`,
      body: consolePromotionIdInput,
      response: offerAnswer,
    },
    handler: async (request) => {
      await withdrawConsoleOffer(app.db, consoleActorOf(request), request.body.id);
      return ok(await offer(request, request.body.id));
    },
  });

  app.get('/api/v1/console/couponOffer/usage/:id', {
    ...guard,
    schema: {
      operationId: 'console.couponOffer.usage',
      tags,
      summary: `The offer’s coupons handed out, unused, used and expired, the discount they gave per currency (minor units), and one page of the used ones, newest first. ${SCOPE}`,
      params: consolePromotionIdInput,
      querystring: consolePromotionUsageQuery,
      response: { 200: envelopeSchema(consoleOfferUsageSchema) },
    },
    handler: async (request) => ok(await offerUsageReport(app.db, consoleActorOf(request), request.params.id, request.query, new Date())),
  });
};
