import type { Locale } from '@sme/shared/constants';
import type { DiscountItemView } from '@sme/shared/schemas/promotions';
import { formatPrice } from '@/lib/format/format-price';
import { formatDate } from '@/lib/format/format-date';

/** The translate function of react-i18next's useTranslation(). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a coupon takes off: "HK$50.00 off each item" (FIXPRICE, per unit) or "10% off" (PERCENT). */
export function couponValueText(item: DiscountItemView, t: Translate, locale: Locale): string {
  if (item.method === 'PERCENT') return t('coupons:value.percent', { percent: item.percentage });
  return t('coupons:value.fixed', { amount: formatPrice(item.valueMinor, item.currency, locale) });
}

/** Which products a coupon covers: all of its merchant's (or any, for a platform coupon) or a list. */
export function couponScopeText(item: DiscountItemView, t: Translate): string {
  return item.isForAll ? t('coupons:scope.all') : t('coupons:scope.selected', { count: item.pidList.length });
}

/** The value split for a ticket's stub: the figure ("HK$50.00", "10%") and what it means ("off each item", "off"). */
export function couponValueParts(item: DiscountItemView, t: Translate, locale: Locale): { figure: string; meaning: string } {
  if (item.method === 'PERCENT') return { figure: `${item.percentage}%`, meaning: t('coupons:value.percentMeaning') };
  return { figure: formatPrice(item.valueMinor, item.currency, locale), meaning: t('coupons:value.fixedMeaning') };
}

/** Who gives the coupon: a merchant by name, or the platform (usable with any merchant). */
export function couponIssuerText(coupon: { merchantId: string | null; merchantName: string | null }, t: Translate): string {
  if (coupon.merchantId === null) return t('coupons:issuer.platform');
  return coupon.merchantName ?? t('coupons:issuer.merchant');
}

/** When a coupon can be used: "Valid until 31 Dec 2026", a range, "N days after collecting", or "No expiry". */
export function couponValidityText(
  coupon: { validFrom: string | null; validUntil: string | null; validDays?: number | null },
  t: Translate,
  locale: Locale,
): string {
  const from = coupon.validFrom ? formatDate(coupon.validFrom, locale) : null;
  const until = coupon.validUntil ? formatDate(coupon.validUntil, locale) : null;
  if (coupon.validDays) return t('coupons:validity.days', { count: coupon.validDays });
  if (from && until) return t('coupons:validity.range', { from, until });
  if (until) return t('coupons:validity.until', { until });
  if (from) return t('coupons:validity.from', { from });
  return t('coupons:validity.none');
}
