import type { Locale } from '@sme/shared/constants';
import type { CouponInstanceView, CouponState } from '@sme/shared/schemas/promotion';
import { localised } from '../catalogue/localise';
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
export function couponInstanceView(instance: InstanceRow, offer: OfferRow, locale: Locale, now: Date, merchantNames?: ReadonlyMap<string, string>): CouponInstanceView {
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
