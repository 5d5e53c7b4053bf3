import { Codes, codeByNumber } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';

/**
 * How a checkout's outcome codes are worded: the section 8 promo outcomes (200 applied, 404 no such code, 8102 …)
 * and the codes that block an order (a refused promo code, 8110). Preview shows the message; create refuses with
 * the same code and message.
 */

/** Message key of a promo outcome or blocking code. */
export function outcomeMessageKey(code: number): string {
  if (code === Codes.OK.code) return 'order.promoApplied';
  // The generic 404 says "Not found."; section 8 words it for the promo code.
  if (code === Codes.NOT_FOUND.code) return 'order.promoNotFound';
  return codeByNumber(code)?.key ?? Codes.BAD_REQUEST.key;
}

/** The error order.create answers for a breakdown's blockedBy code. */
export function blockedError(code: number): AppError {
  return new AppError(codeByNumber(code) ?? Codes.BAD_REQUEST, { messageKey: outcomeMessageKey(code) });
}
