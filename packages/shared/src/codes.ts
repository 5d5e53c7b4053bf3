/**
 * The response codes of spec section 8, as named constants with their message keys and HTTP class.
 * `meta.code` carries the business code; the HTTP status gives the class (DESIGN.md, "The envelope").
 * The spec leaves the meaning of 1001, 1002, 4001, 5403, 6400, 7400, 9002, 9004 and 1105 unshown;
 * the meanings given to them here are ours and are used consistently by every module.
 */

interface CodeDef {
  readonly code: number;
  /** i18n key of the message, resolved in the request's locale (packages/shared/src/i18n). */
  readonly key: string;
  /** HTTP status the server answers with. */
  readonly status: number;
}

const def = (code: number, key: string, status: number): CodeDef => ({ code, key, status });

/** Every code the platform answers with. Names say the outcome; `.code` is what travels in meta.code. */
export const Codes = {
  // Generic classes
  OK: def(200, 'code.ok', 200),
  BAD_REQUEST: def(400, 'code.badRequest', 400),
  UNAUTHORIZED: def(401, 'code.unauthorized', 401),
  FORBIDDEN: def(403, 'code.forbidden', 403),
  NOT_FOUND: def(404, 'code.notFound', 404),
  CONFLICT: def(409, 'code.conflict', 409),
  TOO_MANY_REQUESTS: def(429, 'code.tooManyRequests', 429),
  SERVER_ERROR: def(500, 'code.serverError', 500),
  /** The client's fallback when an answer has no usable message: "network unstable [509]". */
  NETWORK_UNSTABLE: def(509, 'code.networkUnstable', 503),
  SERVICE_UNAVAILABLE: def(503, 'code.serviceUnavailable', 503),

  // Request integrity (our own; the spec names a signature header but no codes for it)
  SIGNATURE_INVALID: def(4010, 'code.signatureInvalid', 401),
  SIGNATURE_EXPIRED: def(4011, 'code.signatureExpired', 401),
  NONCE_REUSED: def(4012, 'code.nonceReused', 409),
  CAPTCHA_INVALID: def(4013, 'code.captchaInvalid', 400),
  /** Too many failed sign-in or code attempts from this account or address: the image captcha is now required. */
  CAPTCHA_REQUIRED: def(4014, 'code.captchaRequired', 400),
  /** Too many wrong passwords with solved captchas for one account this hour: password sign-in waits (a reset by code lifts it). */
  SIGN_IN_PAUSED: def(4015, 'code.signInPaused', 429),
  FILE_TYPE_NOT_ALLOWED: def(4150, 'code.fileTypeNotAllowed', 415),
  FILE_TOO_LARGE: def(4130, 'code.fileTooLarge', 413),

  // Sign-up and login (section 8)
  LOGIN_FAILED: def(1001, 'code.loginFailed', 401),
  OTP_INVALID: def(1002, 'code.otpInvalid', 400),
  ACCOUNT_NOT_FOUND: def(9002, 'code.accountNotFound', 404),
  EMAIL_REGISTERED: def(9003, 'code.emailRegistered', 409),
  MOBILE_REGISTERED: def(9004, 'code.mobileRegistered', 409),
  LOGIN_NAME_EXISTS: def(9005, 'code.loginNameExists', 409),
  SOCIAL_TOKEN_INVALID: def(1105, 'code.socialTokenInvalid', 401),
  SOCIAL_NOT_SUPPORTED: def(1106, 'code.socialNotSupported', 400),
  CODE_RESEND_TOO_SOON: def(4001, 'code.codeResendTooSoon', 429),
  TERMS_NOT_ACCEPTED: def(4002, 'code.termsNotAccepted', 400),

  // Promotion code (section 8)
  PROMO_EXPIRED: def(8102, 'code.promoExpired', 400),
  PROMO_NOT_YET_VALID: def(8105, 'code.promoNotYetValid', 400),
  PROMO_NOT_REUSABLE: def(8106, 'code.promoNotReusable', 409),
  PROMO_NOT_APPLICABLE: def(8107, 'code.promoNotApplicable', 400),
  PROMO_TOO_LONG: def(8108, 'code.promoTooLong', 400),
  PROMO_THRESHOLD_NOT_MET: def(8109, 'code.promoThresholdNotMet', 400),
  ORDER_AMOUNT_BELOW_MINIMUM: def(8110, 'code.orderAmountBelowMinimum', 400),
  /** Section 8 answers 1013 when a promo code does not apply to the order's products. */
  PROMO_NOT_APPLICABLE_TO_ORDER: def(1013, 'code.promoNotApplicableToOrder', 400),

  // Cart (section 8)
  CART_MIXED_CURRENCY: def(4400, 'code.cartMixedCurrency', 400),
  CART_MIXED_DELIVERY: def(4401, 'code.cartMixedDelivery', 400),
  CART_SELECTION_LIMIT: def(4402, 'code.cartSelectionLimit', 400),
  CART_EMPTY_SELECTION: def(4403, 'code.cartEmptySelection', 400),
  INSUFFICIENT_STOCK: def(6001, 'code.insufficientStock', 409),
  INVALID_ORDER_STATE: def(6400, 'code.invalidOrderState', 409),

  // Payment (section 8, 1004 to 1020)
  PAY_ACCOUNT_VERIFICATION_FAILED: def(1004, 'code.payAccountVerificationFailed', 402),
  PAY_NETWORK_UNSTABLE: def(1005, 'code.payNetworkUnstable', 502),
  PAY_TRANSACTION_EXPIRED: def(1006, 'code.payTransactionExpired', 410),
  PAY_METHOD_NOT_ENABLED: def(1007, 'code.payMethodNotEnabled', 400),
  PAY_GATEWAY_UNSTABLE: def(1008, 'code.payNetworkUnstable', 502),
  PAY_CARD_INVALID: def(1009, 'code.payCardInvalid', 402),
  PAY_CHECK_CARD_EMAIL: def(1012, 'code.payCheckCardEmail', 402),
  /** The spec reuses 1013 for a cancelled payment; the payments module answers it only in that context. */
  PAY_CANCELLED: def(1013, 'code.payCancelled', 400),
  PAY_CARD_INFO_OR_BALANCE: def(1014, 'code.payCardInfoOrBalance', 402),
  PAY_CONTACT_ADMIN: def(1015, 'code.payContactAdmin', 409),
  PAY_NO_METHOD_FOR_CURRENCY: def(1016, 'code.payNoMethodForCurrency', 400),
  PAY_TRANSACTION_FAILED: def(1020, 'code.payTransactionFailed', 402),

  // Applications (our own: the spec names no codes for them)
  /** Another tab or device saved the application since this one loaded it: reload, then save again. */
  APPLICATION_STALE: def(3001, 'code.applicationStale', 409),
  /** The application's status does not allow this step (or it moved meanwhile). */
  APPLICATION_STATE: def(3002, 'code.applicationState', 409),
  /** A proof issued more than 3 months ago (section 5); vars.document names it. */
  DOCUMENT_TOO_OLD: def(3003, 'code.documentTooOld', 400),
  /** A change to a field or document the reviewer did not reopen. */
  APPLICATION_NOT_REOPENED: def(3004, 'code.applicationNotReopened', 409),
  /** The slot already holds the most files it takes. */
  DOCUMENT_SLOT_FULL: def(3005, 'code.documentSlotFull', 400),
  /** The virus scanner found something in the file. */
  DOCUMENT_INFECTED: def(3006, 'code.documentInfected', 400),

  // AI assistant (our own)
  /** The day's questions for this member or client address are used up (limits in the README); vars.limit names them. */
  ASSISTANT_DAILY_LIMIT: def(3101, 'code.assistantDailyLimit', 429),

  // Membership (our own)
  /** No card has this redemption code (a wrong try: 10 in an hour per member or address answer 3204). */
  MEMBERSHIP_CARD_INVALID: def(3201, 'code.membershipCardInvalid', 400),
  /** The card was redeemed already. */
  MEMBERSHIP_CARD_USED: def(3202, 'code.membershipCardUsed', 409),
  /** The card's batch can no longer be redeemed (past its last day). */
  MEMBERSHIP_CARD_EXPIRED: def(3203, 'code.membershipCardExpired', 400),
  /** Too many wrong codes in the last hour from this member or address. */
  MEMBERSHIP_CARD_TRIES: def(3204, 'code.membershipCardTries', 429),
  /** The unused part of what the member holds is worth more than the plan chosen: choose annual billing. */
  MEMBERSHIP_CREDIT_EXCEEDS_PRICE: def(3205, 'code.membershipCreditExceedsPrice', 400),
  /** The purchase can no longer be paid (paid, or replaced by a newer one). */
  MEMBERSHIP_PURCHASE_STATE: def(3206, 'code.membershipPurchaseState', 409),
  /** The member holds no membership to extend or end. */
  MEMBERSHIP_NOT_HELD: def(3207, 'code.membershipNotHeld', 409),

  // Adviser calls (our own)
  /** The address is at a free-mail provider (gmail.com, qq.com, …): a company email is required. */
  BOOKING_FREE_MAIL: def(3301, 'code.bookingFreeMail', 400),
  /** Booking needs a verified company email first (/community1). */
  BOOKING_COMPANY_EMAIL_REQUIRED: def(3302, 'code.bookingCompanyEmailRequired', 403),
  /** No call can be held then: a weekend, a Hong Kong public holiday, the past, too soon or beyond the booking horizon, or not one of the adviser's slots. */
  BOOKING_SLOT_UNAVAILABLE: def(3303, 'code.bookingSlotUnavailable', 400),
  /** Someone else took the slot a moment ago; data.slots are the next free ones of that day. */
  BOOKING_SLOT_TAKEN: def(3304, 'code.bookingSlotTaken', 409),
  /** The member already holds as many upcoming calls as allowed (vars.limit). */
  BOOKING_LIMIT: def(3305, 'code.bookingLimit', 409),
  /** Too late to cancel or reschedule (less than 2 hours before), or the call is no longer confirmed. */
  BOOKING_CHANGE_CLOSED: def(3306, 'code.bookingChangeClosed', 409),
  /** An outcome can only be recorded for a confirmed call that has started. */
  BOOKING_OUTCOME_EARLY: def(3307, 'code.bookingOutcomeEarly', 409),

  // Orders, favourites, other domains (section 8)
  ORDER_NOT_FOUND: def(5404, 'code.orderNotFound', 404),
  ORDER_RETRY_LATER: def(5500, 'code.orderRetryLater', 500),
  FORBIDDEN_ROLE: def(5403, 'code.forbiddenRole', 403),
  ALREADY_FAVOURITED: def(7400, 'code.alreadyFavourited', 409),
  RETRY_LATER: def(7500, 'code.retryLater', 500),
} as const satisfies Record<string, CodeDef>;

export type CodeName = keyof typeof Codes;

/** Codes the web client handles in the caller with no toast (section 8). */
export const SILENT_CODES: readonly number[] = [200, 400, 404, 5403, 6400, 9003, 9002, 1008, 1007, 1001, 1002, 4001, 9004, 1105, 1005, 1006, 7400];

/** Look up a code definition by its numeric code (first match; 1013 resolves to the promo meaning). */
export function codeByNumber(code: number): CodeDef | undefined {
  return Object.values(Codes).find((c) => c.code === code);
}
