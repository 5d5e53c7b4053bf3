import { Codes } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';
import { OPEN_STATUSES, type PaymentsDeps, type TestDecision, findPayment, isTestPaymentToken, signedTestCallback } from '../../modules/payments';
import { receiveCallback } from './process-payment-event';

/**
 * The test provider's hosted page decides: the payer's choice becomes the provider's signed callback,
 * handed to the same verification and processing as a real delivery (in process, not over the network), and the
 * payer goes back through the provider return route as with any hosted provider.
 */
export async function decideTestPayment(
  deps: PaymentsDeps,
  signingKey: Buffer,
  input: { paymentId: string; token: string; decision: TestDecision },
): Promise<{ returnUrl: string }> {
  if (!isTestPaymentToken(signingKey, input.paymentId, input.token)) throw new AppError(Codes.FORBIDDEN, { messageKey: 'pay.testTokenInvalid' });
  const payment = await findPayment(deps.db, input.paymentId, null);
  if (payment.provider !== 'test') throw new AppError(Codes.NOT_FOUND, { messageKey: 'pay.paymentNotFound' });
  // A decided attempt is over: paying again means a new attempt from /payments.
  if (!OPEN_STATUSES.includes(payment.status)) throw new AppError(Codes.PAY_TRANSACTION_EXPIRED);
  await receiveCallback(deps, 'test', signedTestCallback(signingKey, payment, input.decision));
  return { returnUrl: `/payReturn/test?paymentId=${payment.id}` };
}
