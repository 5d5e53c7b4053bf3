import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../modules/orders/orders.tables';
import { insertMerchant, insertProduct } from '../catalogue-fixtures';
import { insertMemberOrder } from '../member-order-fixtures';
import { giveCoupon, insertCouponOffer, insertPromoCode } from '../shop-fixtures';
import { envelopeOf, signedInject } from '../signed-inject';

/** Ids of rows that exist, by what they are (`product`, `order` …), so generated ids sometimes find something. */
export type KnownIds = Record<string, string[]>;

/**
 * A small world for the fuzzer: a merchant with a product, a promo code, a coupon the member holds, the member's
 * address, cart line and order. Malformed requests that carry one of these ids get past the "not found" answers
 * into the services (updates, checkout, payments), where a missing input check would show as a 5xx.
 */
export async function fuzzWorld(app: FastifyInstance, member: { cookie: string; memberId: string }, staffMemberId: string): Promise<KnownIds> {
  const merchant = await insertMerchant(app.db);
  const product = await insertProduct(app.db, merchant, { stock: 1_000_000, deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'] });
  const promo = await insertPromoCode(app.db);
  const offer = await insertCouponOffer(app.db, { isPublic: true });
  const coupon = await giveCoupon(app.db, member.memberId, offer);
  await insertMemberOrder(app.db, member.memberId, { status: 'AWAITING_PAYMENT', currency: 'HKD', paidMinor: 0 });
  const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.memberId, member.memberId));
  const send = (url: string, json: unknown) => signedInject(app, { url, json, headers: { cookie: member.cookie } });
  const address = envelopeOf<{ id: string }>(
    await send('/api/v1/address/add', {
      name: 'Chan Tai Man',
      regionCode: 'HK',
      phone: '91234567',
      email: 'chan@example.com',
      area: 'HONG_KONG',
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: '1 Queen’s Road East',
    }),
  ).data;
  const line = envelopeOf<{ id: string }>(await send('/api/v1/cart/add', { productId: product, quantity: 1 })).data;
  const ids: KnownIds = {
    merchant: [merchant],
    product: [product],
    promo: [promo.id],
    offer: [offer],
    coupon: [coupon],
    order: order ? [order.id] : [],
    address: address?.id ? [address.id] : [],
    cart: line?.id ? [line.id] : [],
    member: [member.memberId, staffMemberId],
  };
  if (ids.address?.length === 0 || ids.cart?.length === 0 || ids.order?.length === 0) throw new Error('fuzz world incomplete');
  return ids;
}
