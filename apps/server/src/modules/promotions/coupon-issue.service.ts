import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { normalisePromoCode } from '@sme/shared/pricing/check-promo-code';
import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { merchantNames } from '../catalogue';
import { isOfferOpen } from './coupon-offers.service';
import { couponInstanceView } from './coupon-views';
import { couponInstances, couponOffers } from './promotions.tables';

/**
 * Handing coupons to members: coupon.collect (a public offer), coupon.redeemOffer (an offer by id from a campaign
 * link, public or unlisted) and coupon.assignByCode (the offer whose claim code the member typed). One rule for
 * all three, in one transaction: the offer must be active (else 404) and open now (400 coupon.notOpen); the member
 * may hold at most its perMemberLimit, used ones included (409 coupon.limitReached), counted under a per-member
 * advisory lock so a member's parallel requests count one after another; and the offer's issuedCount grows with a
 * conditional update (issuedCount < totalQuantity), so parallel members never take more than the total
 * (409 coupon.soldOut).
 */

type OfferRow = typeof couponOffers.$inferSelect;

const DAY_MS = 86_400_000;

/** Which offer a member asks for: by id (only public ones when collecting) or by claim code. */
type OfferKey = { id: string; publicOnly: boolean } | { claimCode: string };

async function lockMemberCoupons(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coupon:${memberId}`}, 0))`);
}

function offerWhere(key: OfferKey) {
  if ('claimCode' in key) return eq(couponOffers.claimCode, key.claimCode);
  return and(eq(couponOffers.id, key.id), key.publicOnly ? eq(couponOffers.isPublic, true) : undefined);
}

/** A collected coupon's validity: validDays from now (never past the offer's end) when set, else the offer's own. */
function validityFrom(offer: OfferRow, now: Date): { validFrom: Date | null; validUntil: Date | null } {
  if (offer.validDays === null) return { validFrom: offer.validFrom, validUntil: offer.validUntil };
  const end = now.getTime() + offer.validDays * DAY_MS;
  return { validFrom: now, validUntil: new Date(offer.validUntil ? Math.min(end, offer.validUntil.getTime()) : end) };
}

async function issueCoupon(db: Database, memberId: string, key: OfferKey, locale: Locale, now: Date): Promise<CouponInstanceView> {
  const { instance, offer } = await db.transaction(async (tx) => {
    await lockMemberCoupons(tx, memberId);
    const [found] = await tx
      .select()
      .from(couponOffers)
      .where(and(offerWhere(key), eq(couponOffers.status, 'ACTIVE')))
      .limit(1);
    if (!found) throw new AppError(Codes.NOT_FOUND);
    if (!isOfferOpen(found, now)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'coupon.notOpen' });
    const [held] = await tx
      .select({ n: count() })
      .from(couponInstances)
      .where(and(eq(couponInstances.offerId, found.id), eq(couponInstances.memberId, memberId)));
    if ((held?.n ?? 0) >= found.perMemberLimit) throw new AppError(Codes.CONFLICT, { messageKey: 'coupon.limitReached', vars: { max: found.perMemberLimit } });
    const [issued] = await tx
      .update(couponOffers)
      .set({ issuedCount: sql`${couponOffers.issuedCount} + 1`, updatedAt: now })
      .where(and(eq(couponOffers.id, found.id), or(isNull(couponOffers.totalQuantity), lt(couponOffers.issuedCount, couponOffers.totalQuantity))))
      .returning();
    if (!issued) throw new AppError(Codes.CONFLICT, { messageKey: 'coupon.soldOut' });
    const [row] = await tx
      .insert(couponInstances)
      .values({ offerId: issued.id, memberId, collectedAt: now, ...validityFrom(issued, now) })
      .returning();
    if (!row) throw new Error('coupon instance not inserted');
    return { instance: row, offer: issued };
  });
  const names = await merchantNames(db, offer.merchantId ? [offer.merchantId] : [], locale);
  return couponInstanceView(instance, offer, locale, now, names);
}

/** coupon.collect: a public offer (an unlisted, disabled or unknown one answers 404). */
export function collectOffer(db: Database, memberId: string, offerId: string, locale: Locale, now: Date): Promise<CouponInstanceView> {
  return issueCoupon(db, memberId, { id: offerId, publicOnly: true }, locale, now);
}

/** coupon.redeemOffer: an offer by id from a campaign link, public or unlisted (a disabled or unknown one answers 404). */
export function redeemOffer(db: Database, memberId: string, offerId: string, locale: Locale, now: Date): Promise<CouponInstanceView> {
  return issueCoupon(db, memberId, { id: offerId, publicOnly: false }, locale, now);
}

/** coupon.assignByCode: the offer whose claim code matches, in the promo codes' form (trimmed, upper case); none answers 404. */
export function assignByCode(db: Database, memberId: string, code: string, locale: Locale, now: Date): Promise<CouponInstanceView> {
  return issueCoupon(db, memberId, { claimCode: normalisePromoCode(code) }, locale, now);
}
