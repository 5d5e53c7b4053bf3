import { Codes } from '@sme/shared/codes';
import { ApiError } from '@/lib/api';
import { usePayment, type UsePaymentOptions } from '../api/check-payment';
import { useIdParam } from './use-id-param';

/** Answers meaning "no such payment of yours": unknown, another member's, or an id the server refused. */
const MISSING_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** The payment of a ?paymentId=… page, and whether the link leads nowhere (no valid id, or not the member's). */
export function usePaymentPage(options?: UsePaymentOptions) {
  const paymentId = useIdParam('paymentId');
  const query = usePayment(paymentId, options);
  const missing = !paymentId || (query.error instanceof ApiError && MISSING_CODES.includes(query.error.code));
  return { paymentId, query, payment: query.data, missing };
}
