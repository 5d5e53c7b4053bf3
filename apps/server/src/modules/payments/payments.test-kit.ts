import type { MembershipPurchaseView } from '@sme/shared/schemas/membership';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertProduct } from '../../test/catalogue-fixtures';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { envelopeOf } from '../../test/signed-inject';
import { type Shopper, orderOf, shopper } from '../orders/orders.test-kit';
import { paymentEvents, payments } from './payments.tables';

/** Test helpers only: members with orders or membership purchases to pay, staff, and reads of what payments changed. */

/** Whoever sends a member's signed requests. */
type Payer = Pick<Shopper, 'send'>;

/** A shopper with one order of a fresh HK$100 product: Hong Kong home delivery unless `pickupPointId` is given. */
export async function orderToPay(app: FastifyInstance, merchantId: string, options: { pickupPointId?: string; quantity?: number } = {}) {
  const s = await shopper(app);
  const productId = await insertProduct(app.db, merchantId, { deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP', 'PICKUP_LOCKER'], stock: 10 });
  const cartItemIds = await s.addToCart(productId, options.quantity ?? 1);
  const body = options.pickupPointId
    ? { cartItemIds, deliveryType: 'PICKUP_LOCKER', pickupPointId: options.pickupPointId }
    : { cartItemIds, deliveryType: 'HOME_DELIVERY', addressId: await s.addAddress('HONG_KONG') };
  return { s, order: orderOf(await s.create(body)) };
}

let buyers = 0;

/** A new member who bought a membership plan (membership.purchase), with the purchase awaiting payment. */
export async function membershipToPay(app: FastifyInstance, plan: { tier: string; cycle: string } = { tier: 'GOLD', cycle: 'ANNUAL' }) {
  const { cookie, memberId } = await signedInMember(app);
  buyers += 1;
  const s = { memberId, send: clientOf(app, `10.89.${Math.floor(buyers / 250)}.${(buyers % 250) + 1}`, cookie) };
  const res = await s.send({ url: '/api/v1/membership/purchase', json: plan });
  if (res.statusCode !== 200) throw new Error(`membership.purchase failed: ${res.statusCode} ${res.body}`);
  return { s, purchase: envelopeOf<MembershipPurchaseView>(res).data };
}

/** pay.create's answer for an order (its id) or a membership purchase ({ purchaseId }); fails the test unless 200. */
export async function createdPayment(s: Payer, paid: string | { purchaseId: string }, method: string): Promise<PaymentView> {
  const subject = typeof paid === 'string' ? { orderId: paid } : paid;
  const res = await s.send({ url: '/api/v1/pay/create', json: { ...subject, method } });
  if (res.statusCode !== 200) throw new Error(`pay.create failed: ${res.statusCode} ${res.body}`);
  return envelopeOf<PaymentView>(res).data;
}

/** The paymentId and token of a test provider hosted page URL. */
export function hostedPageOf(payment: PaymentView): { paymentId: string; token: string } {
  if (payment.next?.flow !== 'REDIRECT') throw new Error('not a redirect');
  const url = new URL(payment.next.url, 'http://platform.test'); // a path on the platform
  return { paymentId: url.searchParams.get('paymentId') ?? '', token: url.searchParams.get('token') ?? '' };
}

/** The test provider's page decides (as the browser does). */
export function decide(s: Payer, payment: PaymentView, decision: 'APPROVE' | 'DECLINE' | 'CANCEL'): Promise<LightMyRequestResponse> {
  return s.send({ url: '/api/v1/pay/test/decide', json: { ...hostedPageOf(payment), decision } });
}

let staffCount = 0;

/** A signed-in admin past the second factor (the platform-level payment routes are admins'), sending signed requests. */
export async function staffMember(app: FastifyInstance) {
  const { cookie, memberId } = await signedInStaff(app, { roles: ['ADMIN'] });
  staffCount += 1;
  return { memberId, send: clientOf(app, `10.88.0.${staffCount}`, cookie) };
}

/** The payment row as stored. */
export async function storedPayment(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

/** Every recorded delivery of a provider. */
export function eventsOf(app: FastifyInstance, provider: 'test' | 'fps' | 'cod') {
  return app.db.select().from(paymentEvents).where(eq(paymentEvents.provider, provider));
}
