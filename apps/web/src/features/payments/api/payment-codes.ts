import { Codes } from '@sme/shared/codes';

/**
 * Refusals the payment pages say in place (beside the method or as the page's result) rather than as a toast: every
 * payment code of section 8 (1004 to 1020), and 404 for an order or payment that is not the member's.
 */
export const PAYMENT_SILENT_CODES: number[] = [
  Codes.PAY_ACCOUNT_VERIFICATION_FAILED.code,
  Codes.PAY_NETWORK_UNSTABLE.code,
  Codes.PAY_TRANSACTION_EXPIRED.code,
  Codes.PAY_METHOD_NOT_ENABLED.code,
  Codes.PAY_GATEWAY_UNSTABLE.code,
  Codes.PAY_CARD_INVALID.code,
  Codes.PAY_CHECK_CARD_EMAIL.code,
  Codes.PAY_CANCELLED.code,
  Codes.PAY_CARD_INFO_OR_BALANCE.code,
  Codes.PAY_CONTACT_ADMIN.code,
  Codes.PAY_NO_METHOD_FOR_CURRENCY.code,
  Codes.PAY_TRANSACTION_FAILED.code,
  Codes.NOT_FOUND.code,
];
