import { Codes } from '@sme/shared/codes';
import { ApiError } from '@/lib/api';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { usePayment, type UsePaymentOptions } from '../api/check-payment';
import { useIdParam } from './use-id-param';

/** Answers meaning "no such payment of yours": unknown, another member's, or an id the server refused. */
const MISSING_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** The payment of a ?paymentId=… page, and whether the link leads nowhere (no valid id, no session, or not the member's). */
export function usePaymentPage(options?: UsePaymentOptions) {
  const paymentId = useIdParam('paymentId');
  // A payment is its member's (pay.check needs a login): without a session the link leads nowhere here (the way back
  // to the orders goes through login), and asking would only open the login-expired dialog over the page.
  const signedIn = useIsLoggedIn();
  const query = usePayment(signedIn ? paymentId : null, options);
  const missing = !paymentId || !signedIn || (query.error instanceof ApiError && MISSING_CODES.includes(query.error.code));
  return { paymentId, query, payment: query.data, missing };
}
