import {
  consoleCancelInput,
  consoleOrderIdInput,
  consoleOrderListQuery,
  consoleRecordPaymentInput,
  consoleRefundInput,
  consoleShipInput,
  consoleVerifyPickupInput,
} from '@sme/shared/schemas/console-orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { createPaymentRegistry, type PaymentsDeps } from '../../modules/payments';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { cancelOrderByStaff, completeOrder, shipOrder, verifyPickup } from './order-actions';
import { recordOrderPayment, refundOrder } from './order-money';
import { consoleOrderDetail, listConsoleOrders } from './orders.service';
import { consoleOrderListSchema, consoleOrderSchema } from './orders.schemas';
import { pickupCodeKey } from '../../modules/orders/pickup-code';

const SCOPE =
  'Admins: any order; a merchant’s staff: orders whose lines are all their merchant’s (else 404). A member without a console role 403, no second factor 403';

/** Back-office orders: list, detail, and the staff actions, each audited; every action answers the order as console.order.detail. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentsDeps = { db: app.db, registry: createPaymentRegistry(app.config.payments), log: app.log, publicUrl: app.config.publicUrl };
  const pickupKey = pickupCodeKey(app.config.storageKey);
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const detail = (request: FastifyRequest, id: string) => consoleOrderDetail(app.db, consoleActorOf(request), id, request.locale);
  const answer = { 200: envelopeSchema(consoleOrderSchema) };

  app.get('/api/v1/console/order/list', {
    ...guard,
    schema: {
      operationId: 'console.order.list',
      tags,
      summary: `Orders newest first: statuses (comma-separated), q (order number, buyer phone or email), created from/to (YYYY-MM-DD, Hong Kong days), merchantId, page. ${SCOPE}`,
      querystring: consoleOrderListQuery,
      response: { 200: envelopeSchema(consoleOrderListSchema) },
    },
    handler: async (request) => ok(await listConsoleOrders(app.db, consoleActorOf(request), request.query, request.locale)),
  });

  app.get('/api/v1/console/order/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.order.detail',
      tags,
      summary: `The order with buyer, lines, timeline, payments and the actions it offers staff. ${SCOPE}`,
      params: consoleOrderIdInput,
      response: answer,
    },
    handler: async (request) => ok(await detail(request, request.params.id)),
  });

  app.post('/api/v1/console/order/recordPayment', {
    ...guard,
    schema: {
      operationId: 'console.order.recordPayment',
      tags,
      summary: `Record money staff saw arrive: FPS (an unpaid order; confirms its open FPS attempt or records one) or COD (cash collected for a cash-on-delivery order). Short money makes the order partly paid; any other order 6400. ${SCOPE}`,
      body: consoleRecordPaymentInput,
      response: answer,
    },
    handler: async (request) => {
      await recordOrderPayment(deps, consoleActorOf(request), request.body);
      return ok(await detail(request, request.body.orderId));
    },
  });

  app.post('/api/v1/console/order/ship', {
    ...guard,
    schema: {
      operationId: 'console.order.ship',
      tags,
      summary: `Ship a home delivery that is preparing: awaiting receipt, with the courier and tracking number; any other order 6400. ${SCOPE}`,
      body: consoleShipInput,
      response: answer,
    },
    handler: async (request) => {
      await shipOrder(app.db, consoleActorOf(request), request.body, new Date());
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/order/verifyPickup', {
    ...guard,
    schema: {
      operationId: 'console.order.verifyPickup',
      tags,
      summary: `The member’s pickup QR code (scanned or typed) completes the order waiting for pickup. Not a genuine code 400 console.order.pickupCodeInvalid; not waiting for pickup 6400. ${SCOPE}`,
      body: consoleVerifyPickupInput,
      response: answer,
    },
    handler: async (request) => {
      const id = await verifyPickup(app.db, consoleActorOf(request), request.body.code, pickupKey, new Date());
      return ok(await detail(request, id));
    },
  });

  app.post('/api/v1/console/order/complete', {
    ...guard,
    schema: {
      operationId: 'console.order.complete',
      tags,
      summary: `Complete virtual goods that are preparing, or an order awaiting receipt; any other order 6400. ${SCOPE}`,
      body: consoleOrderIdInput,
      response: answer,
    },
    handler: async (request) => {
      await completeOrder(app.db, consoleActorOf(request), request.body.id, new Date());
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/order/cancel', {
    ...guard,
    schema: {
      operationId: 'console.order.cancel',
      tags,
      summary: `Cancel an order awaiting payment, giving back its stock, promo code use and coupons; any other order 6400. ${SCOPE}`,
      body: consoleCancelInput,
      response: answer,
    },
    handler: async (request) => {
      await cancelOrderByStaff(app.db, consoleActorOf(request), request.body, new Date());
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/order/refund', {
    ...guard,
    schema: {
      operationId: 'console.order.refund',
      tags,
      summary: `Refund the order’s money through its payment provider (all that is left unless amountMinor): refund ordered, then refund closed when the provider confirms. Unpaid 400 pay.refundNotPaid; too much 400 pay.refundTooMuch. ${SCOPE}`,
      body: consoleRefundInput,
      response: answer,
    },
    handler: async (request) => {
      await refundOrder(deps, consoleActorOf(request), request.body);
      return ok(await detail(request, request.body.id));
    },
  });
};
