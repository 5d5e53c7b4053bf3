import { cartAddInput, cartUpdateRequest } from '@sme/shared/schemas/cart';
import { MAX_CART_SELECTION } from '@sme/shared/cart-rules';
import { idList } from '@sme/shared/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { cartLineSchema, cartViewSchema } from './cart.schemas';
import { addToCart, cartView, removeFromCart, updateCart } from './cart.service';

const idsSchema = z.object({ ids: z.array(z.string()) });

/** The signed-in member's cart (spec sections 2, 5, 8). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation (after the session plugin's own): a visitor gets 401 before any 400 about the fields.
  app.addHook('preValidation', requireMember);

  app.post('/api/v1/cart/add', {
    schema: {
      operationId: 'cart.add',
      tags: ['cart'],
      summary:
        'Add a product (specification: one value per option joined by " / "); adding an existing line adds to its quantity. ' +
        'Above stock 6001, unknown or hidden product 404, invalid specification 400; nothing changes when refused',
      body: cartAddInput,
      response: { 200: envelopeSchema(cartLineSchema) },
    },
    handler: async (request) => ok(await addToCart(app.db, memberIdOf(request), request.body, request.locale)),
  });

  app.get('/api/v1/cart/list', {
    schema: {
      operationId: 'cart.list',
      tags: ['cart'],
      summary:
        'The cart: lines (newest first) with current prices and stock, the selection’s totals per currency, and checkoutBlockedBy (4403, 4402, 4400, 4401, 6001 or null)',
      response: { 200: envelopeSchema(cartViewSchema) },
    },
    handler: async (request) => ok(await cartView(app.db, memberIdOf(request), request.locale)),
  });

  app.post('/api/v1/cart/update', {
    schema: {
      operationId: 'cart.update',
      tags: ['cart'],
      summary:
        'Either one line: id with quantity (never above stock, 6001), selected and/or priceMode; or the selection of many: ' +
        `ids ("all" or comma-separated line ids) with selected=true|false (select all / unselect all; unavailable lines are skipped, more than ${MAX_CART_SELECTION} selected answers 4402). Answers the whole cart`,
      body: cartUpdateRequest,
      response: { 200: envelopeSchema(cartViewSchema) },
    },
    handler: async (request) => ok(await updateCart(app.db, memberIdOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/cart/remove', {
    schema: {
      operationId: 'cart.remove',
      tags: ['cart'],
      summary: 'Remove a line (another member’s line answers 404)',
      body: z.object({ id: z.uuid({ error: 'validation.idInvalid' }) }),
      response: { 200: envelopeSchema(idsSchema) },
    },
    handler: async (request) => ok(await removeFromCart(app.db, memberIdOf(request), [request.body.id])),
  });

  app.post('/api/v1/cart/bulkRemove', {
    schema: {
      operationId: 'cart.bulkRemove',
      tags: ['cart'],
      summary: 'Remove several lines (ids comma separated); an id that is not the member’s answers 404 and removes nothing',
      body: z.object({ ids: idList }),
      response: { 200: envelopeSchema(idsSchema) },
    },
    handler: async (request) => ok(await removeFromCart(app.db, memberIdOf(request), request.body.ids)),
  });
};
