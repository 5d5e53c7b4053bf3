import { Codes } from '@sme/shared/codes';
import { couponCovers } from '@sme/shared/pricing/coupon-discount';
import type { PricingLine } from '@sme/shared/pricing/types';
import { AppError } from '../../http/app-error';
import type { UsableCoupon } from '../../modules/promotions';

/**
 * The checkout coupon rule: the chosen coupons must be the member's and usable now (else 409
 * coupon.notAvailable), at most one per merchant plus one platform coupon (400 coupon.onePerMerchant), and each
 * must cover at least one line (400 coupon.notApplicable). Nothing is applied when any of them is refused.
 */

/** Whether a coupon takes something off at least one of the lines. */
export function coversAnyLine(coupon: UsableCoupon, lines: readonly PricingLine[]): boolean {
  return lines.some((line) => couponCovers(coupon.coupon, line));
}

/** The chosen coupons (instance ids, duplicates ignored) out of the member's usable ones, checked against the rule. */
export function chooseCoupons(usable: readonly UsableCoupon[], ids: readonly string[], lines: readonly PricingLine[]): UsableCoupon[] {
  const chosen = [...new Set(ids)].map((id) => usable.find((u) => u.coupon.id === id));
  if (chosen.some((c) => c === undefined)) throw new AppError(Codes.CONFLICT, { messageKey: 'coupon.notAvailable' });
  const picked = chosen as UsableCoupon[];
  const issuers = picked.map((c) => c.coupon.merchantId ?? 'PLATFORM');
  if (new Set(issuers).size !== issuers.length) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'coupon.onePerMerchant' });
  if (!picked.every((c) => coversAnyLine(c, lines))) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'coupon.notApplicable' });
  return picked;
}
