import { Codes } from '@sme/shared/codes';

/**
 * Section 8's payment codes (1004 … 1020) for the reasons Stripe, PayPal and the crypto provider give, in one place so
 * the payer reads the same message whichever provider declined. Anything unrecognised is 1020 "transaction failed".
 */

const STRIPE_CODES: Readonly<Record<string, number>> = {
  // The card itself is unusable or mistyped.
  invalid_number: Codes.PAY_CARD_INVALID.code,
  incorrect_number: Codes.PAY_CARD_INVALID.code,
  invalid_expiry_month: Codes.PAY_CARD_INVALID.code,
  invalid_expiry_year: Codes.PAY_CARD_INVALID.code,
  expired_card: Codes.PAY_CARD_INVALID.code,
  card_not_supported: Codes.PAY_CARD_INVALID.code,
  lost_card: Codes.PAY_CARD_INVALID.code,
  stolen_card: Codes.PAY_CARD_INVALID.code,
  pickup_card: Codes.PAY_CARD_INVALID.code,
  restricted_card: Codes.PAY_CARD_INVALID.code,
  // The issuer refused: check the details or the balance.
  card_declined: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  generic_decline: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  do_not_honor: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  insufficient_funds: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  invalid_cvc: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  incorrect_cvc: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  incorrect_zip: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  card_velocity_exceeded: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  withdrawal_count_limit_exceeded: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  // 3-D Secure or wallet authentication did not complete.
  authentication_required: Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  payment_intent_authentication_failure: Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  email_invalid: Codes.PAY_CHECK_CARD_EMAIL.code,
  processing_error: Codes.PAY_NETWORK_UNSTABLE.code,
  try_again_later: Codes.PAY_NETWORK_UNSTABLE.code,
  issuer_not_available: Codes.PAY_NETWORK_UNSTABLE.code,
  payment_intent_payment_attempt_expired: Codes.PAY_TRANSACTION_EXPIRED.code,
  currency_not_supported: Codes.PAY_METHOD_NOT_ENABLED.code,
  payment_method_not_available: Codes.PAY_METHOD_NOT_ENABLED.code,
};

const PAYPAL_ISSUES: Readonly<Record<string, number>> = {
  // A capture's own DECLINED status (webhook PAYMENT.CAPTURE.DENIED): the funding source was refused.
  DECLINED: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  INSTRUMENT_DECLINED: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  PAYER_CANNOT_PAY: Codes.PAY_CARD_INFO_OR_BALANCE.code,
  CARD_EXPIRED: Codes.PAY_CARD_INVALID.code,
  CARD_CLOSED: Codes.PAY_CARD_INVALID.code,
  PAYER_ACCOUNT_RESTRICTED: Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  PAYER_ACCOUNT_LOCKED_OR_CLOSED: Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  PAYER_ACTION_REQUIRED: Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  ORDER_NOT_APPROVED: Codes.PAY_CANCELLED.code,
  ORDER_EXPIRED: Codes.PAY_TRANSACTION_EXPIRED.code,
  RESOURCE_NOT_FOUND: Codes.PAY_TRANSACTION_EXPIRED.code,
  CURRENCY_NOT_SUPPORTED: Codes.PAY_METHOD_NOT_ENABLED.code,
};

/** Stripe's decline code (preferred: more precise) or error code → section 8. */
export function stripeFailureCode(declineCode: string | null | undefined, errorCode?: string | null): number {
  return (declineCode && STRIPE_CODES[declineCode]) || (errorCode && STRIPE_CODES[errorCode]) || Codes.PAY_TRANSACTION_FAILED.code;
}

/** A PayPal error issue (details[].issue) → section 8. */
export function paypalFailureCode(issue: string | null | undefined): number {
  return (issue && PAYPAL_ISSUES[issue]) || Codes.PAY_TRANSACTION_FAILED.code;
}

/** Section 8 codes of the final non-success states every provider shares. */
export const OUTCOME_FAILURE_CODES = {
  EXPIRED: Codes.PAY_TRANSACTION_EXPIRED.code,
  CANCELLED: Codes.PAY_CANCELLED.code,
  FAILED: Codes.PAY_TRANSACTION_FAILED.code,
} as const;
