import type { Locale } from '@sme/shared/constants';
import { normalisePromoCode } from '@sme/shared/pricing/check-promo-code';
import type { Coupon, PromoCode, PromoUsage } from '@sme/shared/pricing/types';
import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { type Placeholder, and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DatabaseTx as Tx, Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { Codes } from '@sme/shared/codes';
import { couponInstanceView } from './coupon-views';
import { promoCodeUseCount } from './promo-code-uses';
import { couponInstances, couponOffers, promoCodeUses, promoCodes } from './promotions.tables';

/**
 * What checkout (the orders module) asks of promotions: the promo code behind an entered text and its usage, the
 * member's usable coupons, and — inside the order's transaction — recording a promo use and claiming coupons, or
 * giving them back when the order is cancelled or closed unpaid. The rules themselves are the pricing engine's.
 */

export interface CheckoutPromo {
  id: string;
  definition: PromoCode;
}

function toPromoCode(row: typeof promoCodes.$inferSelect): PromoCode {
  return {
    code: row.code,
    merchantId: row.merchantId,
    currency: row.currency,
    method: row.method,
    valueMinor: row.valueMinor,
    percentage: row.percentage,
    isForAll: row.isForAll,
    pidList: row.pidList,
    per: row.per,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    perMemberLimit: row.perMemberLimit,
    minSpendMinor: row.minSpendMinor,
  };
}

/**
 * The active promo code for an entered text (null when none: the engine answers 404). `forUpdate` locks its row
 * until the transaction ends, so concurrent checkouts with the same code count its uses one after another.
 */
export async function findPromo(db: Db, entered: string, options: { forUpdate?: boolean } = {}): Promise<CheckoutPromo | null> {
  const code = normalisePromoCode(entered);
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), eq(promoCodes.status, 'ACTIVE')))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ? { id: row.id, definition: toPromoCode(row) } : null;
}

/** How often a promo code has been used, in all and by this member (cancelled orders' uses are deleted). */
export async function promoUsage(db: Db, promoCodeId: string, memberId: string): Promise<PromoUsage> {
  const [row] = await db
    .select({ codeUses: promoCodeUseCount(promoCodeId), memberUses: promoCodeUseCount(promoCodeId, memberId) })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return { codeUses: row?.codeUses ?? 0, memberUses: row?.memberUses ?? 0 };
}

/**
 * The active promo code for an entered text with its uses, in one query, for pricing that does not record a use
 * (a preview, promo.check). Recording one counts under the row lock instead (findPromo forUpdate, then promoUsage).
 */
export async function findPromoWithUsage(db: Db, entered: string, memberId: string): Promise<(CheckoutPromo & { usage: PromoUsage }) | null> {
  const [row] = await db
    .select({ promo: promoCodes, codeUses: promoCodeUseCount(promoCodes), memberUses: promoCodeUseCount(promoCodes, memberId) })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, normalisePromoCode(entered)), eq(promoCodes.status, 'ACTIVE')))
    .limit(1);
  if (!row) return null;
  return { id: row.promo.id, definition: toPromoCode(row.promo), usage: { codeUses: row.codeUses, memberUses: row.memberUses } };
}

/** A coupon the member may apply now: the engine's Coupon and the view checkout lists. */
export interface UsableCoupon {
  coupon: Coupon;
  view: CouponInstanceView;
}

/**
 * A held coupon the member may use at `now`: unused, within its validity, and its offer not withdrawn. One predicate
 * for listing (checkout), claiming (order.create) and redeeming in store, so they cannot disagree. `now` may be a
 * prepared statement's placeholder.
 */
export const couponUsableAt = (now: Date | Placeholder) =>
  and(
    eq(couponInstances.state, 'UNUSED'),
    or(isNull(couponInstances.validFrom), lte(couponInstances.validFrom, now)),
    or(isNull(couponInstances.validUntil), gte(couponInstances.validUntil, now)),
    sql`exists (select 1 from ${couponOffers} where ${couponOffers.id} = ${couponInstances.offerId} and ${couponOffers.status} = 'ACTIVE')`,
  );

/** The member's unused coupons valid at `now`, oldest expiry first: every preview and order reads it, so it is prepared. */
const usableStatement = preparedPerDb((db) =>
  db
    .select({ instance: couponInstances, offer: couponOffers })
    .from(couponInstances)
    .innerJoin(couponOffers, eq(couponOffers.id, couponInstances.offerId))
    .where(and(eq(couponInstances.memberId, sql.placeholder('memberId')), couponUsableAt(sql.placeholder('now'))))
    .orderBy(sql`${couponInstances.validUntil} asc nulls last`, couponInstances.id)
    .prepare('usable_coupons'),
);

/**
 * The member's unused coupons valid at `now`, oldest expiry first. Merchant names come from the caller
 * (`merchantNames`), since merchants are the catalogue's.
 */
export async function usableCoupons(
  db: Db,
  memberId: string,
  now: Date,
  locale: Locale,
  options: { merchantNames?: ReadonlyMap<string, string> } = {},
): Promise<UsableCoupon[]> {
  const rows = await usableStatement(db).execute({ memberId, now });
  return rows.map(({ instance, offer }) => ({
    coupon: {
      id: instance.id,
      merchantId: offer.merchantId,
      currency: offer.currency,
      isForAll: offer.isForAll,
      pidList: offer.pidList,
      method: offer.method,
      discountType: 'BYUNIT',
      valueMinor: offer.valueMinor,
      percentage: offer.percentage,
    },
    view: couponInstanceView(instance, offer, locale, now, options.merchantNames),
  }));
}

/** What an order takes of promotions: the entered promo code's use (its row locked by findPromo forUpdate) and coupons. */
export interface OrderPromotions {
  memberId: string;
  orderId: string;
  now: Date;
  promoUse: { promoCodeId: string; discountMinor: number } | null;
  couponInstanceIds: readonly string[];
}

/**
 * Records the order's promo code use and marks its coupons used, in one statement inside the order's transaction
 * (the use inserted by a CTE of the coupons' update). The coupons' update is conditional: a coupon that another
 * order claimed meanwhile, or that expired, is not updated, and the whole order is refused (409).
 */
export async function claimOrderPromotions(tx: Tx, take: OrderPromotions): Promise<void> {
  const { memberId, orderId, now, promoUse } = take;
  const use = promoUse && { promoCodeId: promoUse.promoCodeId, memberId, orderId, discountMinor: promoUse.discountMinor };
  const ids = [...new Set(take.couponInstanceIds)];
  if (ids.length === 0) {
    if (use) await tx.insert(promoCodeUses).values(use);
    return;
  }
  const withUse = use ? tx.with(tx.$with('promo_use').as(tx.insert(promoCodeUses).values(use).returning({ id: promoCodeUses.id }))) : tx;
  const claimed = await withUse
    .update(couponInstances)
    .set({ state: 'USED', usedOrderId: orderId, usedAt: now })
    .where(and(eq(couponInstances.memberId, memberId), inArray(couponInstances.id, ids), couponUsableAt(now)))
    .returning({ id: couponInstances.id });
  if (claimed.length !== ids.length) throw new AppError(Codes.CONFLICT, { messageKey: 'coupon.notAvailable' });
}

/** Give back what an order took: its promo use is deleted and its coupons are unused again. */
export async function releaseOrderPromotions(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
  await tx.update(couponInstances).set({ state: 'UNUSED', usedOrderId: null, usedAt: null }).where(eq(couponInstances.usedOrderId, orderId));
}
