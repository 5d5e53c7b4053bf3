import { Codes } from '@sme/shared/codes';

/**
 * Codes the favourite calls handle themselves instead of the client's generic toast: "already favourited" is shown
 * as information, and every server-side failure becomes one "retry later" message (spec section 8).
 */
export const FAVOURITE_SILENT_CODES: number[] = [
  Codes.ALREADY_FAVOURITED.code,
  Codes.RETRY_LATER.code,
  Codes.SERVER_ERROR.code,
  Codes.SERVICE_UNAVAILABLE.code,
  Codes.NOT_FOUND.code,
  Codes.CONFLICT.code,
  Codes.TOO_MANY_REQUESTS.code,
];
