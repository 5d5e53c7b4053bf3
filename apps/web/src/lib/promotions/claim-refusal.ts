import { Codes } from '@sme/shared/codes';
import { ApiError } from '@/lib/api';
import { feedback } from '@/lib/ui/feedback';

/**
 * How the server refuses a coupon claim: 409 (sold out, limit reached, not available), 400 (not open), 404 (unknown
 * code or offer). 400 and 404 get no toast from the client (spec section 8), so every claim says them itself.
 */
export const CLAIM_REFUSAL_CODES: number[] = [Codes.CONFLICT.code, Codes.BAD_REQUEST.code, Codes.NOT_FOUND.code];

/** Show a claim refusal's message (in the reader's language, from the server); other failures were already told. */
export function showClaimRefusal(error: unknown): void {
  if (error instanceof ApiError && CLAIM_REFUSAL_CODES.includes(error.code)) void feedback().message.error(error.message);
}
