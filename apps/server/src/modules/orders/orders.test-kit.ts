import { randomBytes } from 'node:crypto';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { OrderPreviewView, OrderView } from '@sme/shared/schemas/orders';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { clientOf, signedInMember } from '../../test/accounts';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';

/** Test helpers only: a signed-in member going through the shop's HTTP API as the web does. */

/** A member with a session, sending signed requests from one address. */
export interface Shopper {
  memberId: string;
  send: (req: SignedRequest) => Promise<LightMyRequestResponse>;
  /** Puts a product in the cart (selected) and answers the cart line id. */
  addToCart: (productId: string, quantity?: number) => Promise<string>;
  /** order.preview, answered data (fails the test unless 200). */
  preview: (body: Record<string, unknown>) => Promise<OrderPreviewView>;
  /** order.create with the buyer filled in and a fresh idempotency key unless given; the raw answer. */
  create: (body: Record<string, unknown>) => Promise<LightMyRequestResponse>;
  /** Adds a delivery address (Hong Kong, or London for OVERSEAS) and answers its id. */
  addAddress: (area: 'HONG_KONG' | 'OVERSEAS') => Promise<string>;
}

const ADDRESSES = {
  HONG_KONG: {
    name: 'Chan Tai Man',
    regionCode: 'HK',
    phone: '91234567',
    email: 'chan@example.com',
    area: 'HONG_KONG',
    countryCode: 'HK',
    city: 'Wan Chai',
    detail: 'Flat A, 10/F, 1 Queen’s Road East',
  },
  OVERSEAS: {
    name: 'Ann Smith',
    regionCode: 'GB',
    phone: '7400123456',
    email: 'ann@example.com',
    area: 'OVERSEAS',
    countryCode: 'GB',
    city: 'London',
    detail: '1 Baker Street',
  },
};

let shoppers = 0;

/** The buyer part of order.create. */
export function buyerFields(): Record<string, string> {
  return {
    buyerName: 'Chan Tai Man',
    regionCode: 'HK',
    buyerPhone: '91234567',
    buyerEmail: 'buyer@example.com',
    idempotencyKey: randomBytes(12).toString('hex'),
  };
}

/** A new member; each gets its own client address so rate limits of one test never touch another. */
export async function shopper(app: FastifyInstance): Promise<Shopper> {
  const { cookie, memberId } = await signedInMember(app);
  shoppers += 1;
  const send = clientOf(app, `10.77.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`, cookie);
  return {
    memberId,
    send,
    async addToCart(productId, quantity = 1) {
      const res = await send({ url: '/api/v1/cart/add', form: { productId, quantity } });
      if (res.statusCode !== 200) throw new Error(`cart.add failed: ${res.body}`);
      return envelopeOf<CartLineView>(res).data.id;
    },
    async preview(body) {
      const res = await send({ url: '/api/v1/order/preview', json: body });
      if (res.statusCode !== 200) throw new Error(`order.preview failed: ${res.body}`);
      return envelopeOf<OrderPreviewView>(res).data;
    },
    create: (body) => send({ url: '/api/v1/order/create', json: { ...buyerFields(), ...body } }),
    async addAddress(area) {
      const res = await send({ url: '/api/v1/address/add', form: ADDRESSES[area] });
      if (res.statusCode !== 200) throw new Error(`address.add failed: ${res.body}`);
      return envelopeOf<{ id: string }>(res).data.id;
    },
  };
}

/** The order of a create answer (fails the test unless 200). */
export function orderOf(res: LightMyRequestResponse): OrderView {
  if (res.statusCode !== 200) throw new Error(`expected an order, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<OrderView>(res).data;
}
