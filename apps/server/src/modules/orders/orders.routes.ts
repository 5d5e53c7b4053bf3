import { orderByMobileQuery, orderIdInput, orderListQuery } from '@sme/shared/schemas/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { cancelOrder, confirmReceipt, switchToCashOnDelivery } from './member-order-actions';
import { countByStatus, listOrders, orderByMobile, orderDetail } from './order-queries';
import { orderCountSchema, orderListSchema, orderSchema, guestOrderSchema } from './orders.schemas';
import { pickupCodeKey } from './pickup-code';

/** The guest lookup answers whether an order number and a mobile belong together: kept too slow for guessing. */
const BY_MOBILE_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/**
 * The member's orders (spec sections 2, 3, 4, 8): detail, guest lookup, list, counts and the member's actions on an
 * order. Checkout (delivery types, preview, create) shares the /api/v1/order/ prefix but is the checkout workflow's
 * plugin (workflows/checkout/checkout.routes.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const pickupKey = pickupCodeKey(app.config.storageKey);
  const member = { preValidation: requireMember };
  const detail = (request: FastifyRequest, id: string) => orderDetail(app.db, memberIdOf(request), id, request.locale, pickupKey);

  app.get('/api/v1/order/detail/:id', {
    ...member,
    schema: {
      operationId: 'order.detail',
      tags: ['orders'],
      summary:
        'The member’s order: lines, amounts, delivery, pickup QR code (pickup orders waiting to be collected), buyer, timeline, actions. Another member’s order answers 404',
      params: orderIdInput,
      response: { 200: envelopeSchema(orderSchema) },
    },
    handler: async (request) => ok(await detail(request, request.params.id)),
  });

  app.get('/api/v1/order/detailByMobile', {
    config: { rateLimit: BY_MOBILE_RATE_LIMIT },
    schema: {
      operationId: 'order.detailByMobile',
      tags: ['orders'],
      summary:
        'Guest lookup by order number and the buyer’s mobile (no sign-in; rate limited). No pickup QR code, buyer email masked, the address reduced to its district; a mismatch answers 404',
      querystring: orderByMobileQuery,
      response: { 200: envelopeSchema(guestOrderSchema) },
    },
    handler: async (request) => ok(await orderByMobile(app.db, request.query.orderNo, request.query.phone, request.locale)),
  });

  app.get('/api/v1/order/list', {
    ...member,
    schema: {
      operationId: 'order.list',
      tags: ['orders'],
      summary: 'The member’s orders, newest first, optionally in some statuses (comma-separated), one page (page from 1, size up to 50)',
      querystring: orderListQuery,
      response: { 200: envelopeSchema(orderListSchema) },
    },
    handler: async (request) => ok(await listOrders(app.db, memberIdOf(request), request.query, request.locale)),
  });

  app.get('/api/v1/order/countByStatus', {
    ...member,
    schema: {
      operationId: 'order.countByStatus',
      tags: ['orders'],
      summary: 'How many orders the member has in each status (every status listed), and in all',
      response: { 200: envelopeSchema(orderCountSchema) },
    },
    handler: async (request) => ok(await countByStatus(app.db, memberIdOf(request))),
  });

  const action = (operationId: string, summary: string, run: (memberId: string, id: string, now: Date) => Promise<void>) =>
    app.post(`/api/v1/order/${operationId.slice('order.'.length)}`, {
      ...member,
      schema: { operationId, tags: ['orders'], summary, body: orderIdInput, response: { 200: envelopeSchema(orderSchema) } },
      handler: async (request) => {
        await run(memberIdOf(request), request.body.id, new Date());
        return ok(await detail(request, request.body.id));
      },
    });

  action(
    'order.cancel',
    'Cancel an order awaiting payment; its stock, promo code use and coupons are given back. Any other status answers 6400 and changes nothing',
    (m, id, now) => cancelOrder(app.db, m, id, now),
  );
  action('order.confirm', 'Confirm receipt of an order awaiting receipt (→ completed). Any other status answers 6400 and changes nothing', (m, id, now) =>
    confirmReceipt(app.db, m, id, now),
  );
  action(
    'order.updateDeliveryCod',
    'Pay an unpaid Hong Kong home delivery in cash on delivery: status preparing, no payment deadline. Any other order answers 6400 and changes nothing',
    (m, id, now) => switchToCashOnDelivery(app.db, m, id, now),
  );
};
