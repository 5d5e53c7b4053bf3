import { Codes } from '@sme/shared/codes';

/**
 * Refusals checkout shows on the page itself (beside the totals or the step they concern) rather than as a toast:
 * the cart rules, stock, the promo code outcomes of section 8, the minimum order amount and coupon conflicts.
 */
export const CHECKOUT_SILENT_CODES: number[] = [
  Codes.CART_MIXED_CURRENCY.code,
  Codes.CART_MIXED_DELIVERY.code,
  Codes.CART_SELECTION_LIMIT.code,
  Codes.CART_EMPTY_SELECTION.code,
  Codes.INSUFFICIENT_STOCK.code,
  Codes.PROMO_EXPIRED.code,
  Codes.PROMO_NOT_YET_VALID.code,
  Codes.PROMO_NOT_REUSABLE.code,
  Codes.PROMO_NOT_APPLICABLE.code,
  Codes.PROMO_TOO_LONG.code,
  Codes.PROMO_THRESHOLD_NOT_MET.code,
  Codes.PROMO_NOT_APPLICABLE_TO_ORDER.code,
  Codes.ORDER_AMOUNT_BELOW_MINIMUM.code,
  Codes.CONFLICT.code,
];
