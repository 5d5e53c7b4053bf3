import { randomBytes } from 'node:crypto';
import type { MembershipTier } from '@sme/shared/membership-plans';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems } from '../modules/cart/cart.tables';
import { products } from '../modules/catalogue/catalogue.tables';
import { membershipPeriods } from '../modules/membership/membership.tables';
import { freightRules, pickupPoints } from '../modules/orders/orders.tables';
import { couponInstances, couponOffers, promoCodeUses, promoCodes } from '../modules/promotions/promotions.tables';

/**
 * Checkout reference rows for tests (promo codes, coupons, freight rules, pickup points, memberships), inserted
 * directly, and reads of what checkout changed in other modules' tables (stock, cart lines, coupons, promo uses).
 */

const suffix = () => randomBytes(4).toString('hex').toUpperCase();
const DAY_MS = 86_400_000;

/** A promo code (HK$20 off per order, for all products, valid from yesterday to next month, no limits unless told); answers its code. */
export async function insertPromoCode(db: Database, overrides: Partial<typeof promoCodes.$inferInsert> = {}): Promise<{ id: string; code: string }> {
  const now = Date.now();
  const [row] = await db
    .insert(promoCodes)
    .values({
      code: `SAVE${suffix()}`,
      titleEn: 'Test promotion',
      titleZh: '測試優惠',
      currency: 'HKD',
      method: 'FIXPRICE',
      valueMinor: 2_000,
      validFrom: new Date(now - DAY_MS),
      validUntil: new Date(now + 30 * DAY_MS),
      ...overrides,
    })
    .returning({ id: promoCodes.id, code: promoCodes.code });
  if (!row) throw new Error('promo code not inserted');
  return row;
}

/** A coupon offer (HK$10 off each unit, for all products, platform-wide unless a merchantId is given); answers its id. */
export async function insertCouponOffer(db: Database, overrides: Partial<typeof couponOffers.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(couponOffers)
    .values({ titleEn: 'Test coupon', titleZh: '測試優惠券', currency: 'HKD', method: 'FIXPRICE', valueMinor: 1_000, ...overrides })
    .returning({ id: couponOffers.id });
  if (!row) throw new Error('coupon offer not inserted');
  return row.id;
}

/** A coupon of `offerId` held by the member (unused, valid from yesterday to next month unless told); answers the instance id. */
export async function giveCoupon(
  db: Database,
  memberId: string,
  offerId: string,
  overrides: Partial<typeof couponInstances.$inferInsert> = {},
): Promise<string> {
  const now = Date.now();
  const [row] = await db
    .insert(couponInstances)
    .values({ offerId, memberId, validFrom: new Date(now - DAY_MS), validUntil: new Date(now + 30 * DAY_MS), ...overrides })
    .returning({ id: couponInstances.id });
  if (!row) throw new Error('coupon not given');
  return row.id;
}

/** A merchant's freight rule (home delivery in Hong Kong, HK$30, free from HK$500 unless told). */
export async function insertFreightRule(db: Database, merchantId: string, overrides: Partial<typeof freightRules.$inferInsert> = {}): Promise<void> {
  await db
    .insert(freightRules)
    .values({ merchantId, deliveryType: 'HOME_DELIVERY', area: 'HONG_KONG', currency: 'HKD', feeMinor: 3_000, freeOverMinor: 50_000, ...overrides });
}

/** A pickup point (a platform locker unless told); answers its id. */
export async function insertPickupPoint(db: Database, overrides: Partial<typeof pickupPoints.$inferInsert> = {}): Promise<string> {
  const s = suffix();
  const [row] = await db
    .insert(pickupPoints)
    .values({
      kind: 'LOCKER',
      nameEn: `Locker ${s}`,
      nameZh: `智能櫃 ${s}`,
      addressEn: `${s} Test Road`,
      addressZh: `測試道 ${s} 號`,
      district: 'Kwun Tong',
      ...overrides,
    })
    .returning({ id: pickupPoints.id });
  if (!row) throw new Error('pickup point not inserted');
  return row.id;
}

/** The member holds `tier` until `validUntil` (a year from now unless told). */
export async function grantMembership(db: Database, memberId: string, tier: MembershipTier, validUntil = new Date(Date.now() + 365 * DAY_MS)): Promise<void> {
  const startsAt = new Date(Math.min(Date.now(), validUntil.getTime()) - DAY_MS);
  await db.insert(membershipPeriods).values({ memberId, tier, startsAt, endsAt: validUntil, source: 'GRANT', reason: 'test fixture' });
}

/** A product's stock now. */
export async function productStock(db: Database, productId: string): Promise<number | undefined> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** The member's cart lines (id and quantity). */
export function cartLinesOf(db: Database, memberId: string): Promise<Array<{ id: string; quantity: number }>> {
  return db.select({ id: cartItems.id, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.memberId, memberId));
}

/** A coupon a member holds, as stored. */
export async function couponInstance(db: Database, id: string): Promise<typeof couponInstances.$inferSelect | undefined> {
  const [row] = await db.select().from(couponInstances).where(eq(couponInstances.id, id));
  return row;
}

/** Makes a held coupon end at `validUntil` (an expired coupon, as time would). */
export async function setCouponValidUntil(db: Database, id: string, validUntil: Date): Promise<void> {
  await db.update(couponInstances).set({ validUntil }).where(eq(couponInstances.id, id));
}

/** Withdraws a coupon offer (status DISABLED): the coupons members hold of it can no longer be used. */
export async function withdrawCouponOffer(db: Database, offerId: string): Promise<void> {
  await db.update(couponOffers).set({ status: 'DISABLED' }).where(eq(couponOffers.id, offerId));
}

/** Recorded uses of promo codes, by order or by code. */
export function promoUses(db: Database, by: { orderId: string } | { promoCodeId: string }): Promise<Array<typeof promoCodeUses.$inferSelect>> {
  const where = 'orderId' in by ? eq(promoCodeUses.orderId, by.orderId) : eq(promoCodeUses.promoCodeId, by.promoCodeId);
  return db.select().from(promoCodeUses).where(where);
}
