import { deliveryTypesQuery, orderCreateInput, orderPreviewInput } from '@sme/shared/schemas/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { deliveryOptionsSchema, orderDetail, orderPreviewSchema, orderSchema, orderView, pickupCodeKey } from '../../modules/orders';
import { createOrder } from './create-order';
import { deliveryOptions } from './delivery-options';
import type { CheckoutContext } from './price-checkout';
import { previewOrder } from './preview-order';

function contextOf(request: FastifyRequest): CheckoutContext {
  return { memberId: memberIdOf(request), locale: request.locale, now: new Date() };
}

/**
 * Checkout (spec sections 2, 3, 4, 8) of the selected cart lines or of one product bought now: the delivery types they allow, the order priced by the
 * server, and the order placed. Same /api/v1/order/ URLs and operationIds as the member's orders, which stay in the
 * orders module; the order placed answers that module's order detail.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const pickupKey = pickupCodeKey(app.config.storageKey);
  const member = { preValidation: requireMember };

  app.get('/api/v1/order/deliveryTypes', {
    ...member,
    schema: {
      operationId: 'order.deliveryTypes',
      tags: ['orders'],
      summary:
        'Delivery types every selected cart line (cartItemIds) or the buy-now item (productId, specification, quantity, priceMode) allows (pickup types only when a pickup point is usable), with the pickup points: the merchant’s stores when all lines are one merchant’s, the platform’s lockers',
      querystring: deliveryTypesQuery,
      response: { 200: envelopeSchema(deliveryOptionsSchema) },
    },
    handler: async (request) => ok(await deliveryOptions(app.db, memberIdOf(request), request.query, request.locale)),
  });

  app.post('/api/v1/order/preview', {
    ...member,
    schema: {
      operationId: 'order.preview',
      tags: ['orders'],
      summary:
        'The checkout priced by the server, of the selected cart lines (cartItemIds) or one product bought now (buyNow, the cart untouched): lines, coupon, promo and VIP discounts, freight, total. A refused promo code still answers 200 with promo.outcome (section 8 code) and blockedBy; ' +
        'a total below 1 sets blockedBy 8110. Coupons: one per merchant plus one platform coupon (400 coupon.onePerMerchant), each covering a line (400 coupon.notApplicable), the member’s and usable (409 coupon.notAvailable)',
      body: orderPreviewInput,
      response: { 200: envelopeSchema(orderPreviewSchema) },
    },
    handler: async (request) => ok(await previewOrder(app.db, contextOf(request), request.body)),
  });

  app.post('/api/v1/order/create', {
    ...member,
    schema: {
      operationId: 'order.create',
      tags: ['orders'],
      summary:
        'Place the order priced exactly as order.preview, reserving stock; ordered cart lines leave the cart, a buy-now order leaves the cart as it is. Refused with the blocking code (promo outcome, 8110, 4400, 4401, 4403, 6001, 409 coupon.notAvailable) and nothing changes. ' +
        'The same idempotencyKey again answers the same order',
      body: orderCreateInput,
      response: { 200: envelopeSchema(orderSchema) },
    },
    handler: async (request) => {
      const result = await createOrder(app.db, contextOf(request), request.body, { paymentTimeoutMinutes: app.config.orderPaymentTimeoutMinutes });
      if ('placed' in result) return ok(orderView(result.placed, request.locale, { pickupKey }));
      return ok(await orderDetail(app.db, memberIdOf(request), result.existingId, request.locale, pickupKey));
    },
  });
};
