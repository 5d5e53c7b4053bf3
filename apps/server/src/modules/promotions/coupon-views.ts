import type { Locale } from '@sme/shared/constants';
import type { CouponInstanceView, CouponOfferView, CouponState } from '@sme/shared/schemas/promotions';
import { localised } from '../catalogue';
import type { couponInstances, couponOffers } from './promotions.tables';

type InstanceRow = typeof couponInstances.$inferSelect;
type OfferRow = typeof couponOffers.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An unused coupon past its end reads as EXPIRED (the stored state stays UNUSED). */
export function couponState(instance: Pick<InstanceRow, 'state' | 'validUntil'>, now: Date): CouponState {
  if (instance.state === 'USED') return 'USED';
  return instance.validUntil && instance.validUntil.getTime() < now.getTime() ? 'EXPIRED' : 'UNUSED';
}

/** A coupon the member holds, as the API answers it. */
export function couponInstanceView(
  instance: InstanceRow,
  offer: OfferRow,
  locale: Locale,
  now: Date,
  merchantNames?: ReadonlyMap<string, string>,
): CouponInstanceView {
  return {
    id: instance.id,
    offerId: offer.id,
    merchantId: offer.merchantId,
    merchantName: offer.merchantId ? (merchantNames?.get(offer.merchantId) ?? null) : null,
    title: localised(locale, offer.titleEn, offer.titleZh) ?? '',
    state: couponState(instance, now),
    validFrom: iso(instance.validFrom),
    validUntil: iso(instance.validUntil),
    usedOrderId: instance.usedOrderId,
    usedAt: iso(instance.usedAt),
    collectedAt: instance.collectedAt.toISOString(),
    isForAll: offer.isForAll,
    pidList: offer.pidList,
    method: offer.method,
    discountType: 'BYUNIT',
    valueMinor: offer.valueMinor,
    percentage: offer.percentage,
    currency: offer.currency,
  };
}

/** What an offer view needs to know about the reader: how many of its coupons they hold; null for a visitor. */
export interface OfferReader {
  heldByMe: number | null;
  merchantNames?: ReadonlyMap<string, string>;
}

/** Coupons an offer can still hand out; null = unlimited. */
export function offerRemaining(offer: Pick<OfferRow, 'totalQuantity' | 'issuedCount'>): number | null {
  return offer.totalQuantity === null ? null : Math.max(0, offer.totalQuantity - offer.issuedCount);
}

/**
 * A coupon offer as the API answers it, for an offer open now. A member can collect it while it is public, not sold
 * out and they hold fewer than its per-member limit; a visitor never can (collecting needs sign-in).
 */
export function couponOfferView(offer: OfferRow, locale: Locale, reader: OfferReader): CouponOfferView {
  const remaining = offerRemaining(offer);
  const heldByMe = reader.heldByMe ?? 0;
  return {
    id: offer.id,
    merchantId: offer.merchantId,
    merchantName: offer.merchantId ? (reader.merchantNames?.get(offer.merchantId) ?? null) : null,
    title: localised(locale, offer.titleEn, offer.titleZh) ?? '',
    validFrom: iso(offer.validFrom),
    validUntil: iso(offer.validUntil),
    validDays: offer.validDays,
    remaining,
    heldByMe,
    perMemberLimit: offer.perMemberLimit,
    canCollect: reader.heldByMe !== null && offer.isPublic && heldByMe < offer.perMemberLimit && remaining !== 0,
    isForAll: offer.isForAll,
    pidList: offer.pidList,
    method: offer.method,
    discountType: 'BYUNIT',
    valueMinor: offer.valueMinor,
    percentage: offer.percentage,
    currency: offer.currency,
  };
}
