import type { PayTestDecideInput, PayTestDecideView } from '@sme/shared/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';

/** What the payer chooses on the test provider's page, named for the page. */
export type { TestPaymentDecision as TestDecision } from '@sme/shared/schemas/payments';

/**
 * POST /pay/test/decide (public, but only with the token the hosted URL carries): the built-in test provider sends
 * the platform its signed callback for the decision and answers where the payer returns to (/payReturn/test?…).
 */
export function decideTestPayment(input: PayTestDecideInput): Promise<PayTestDecideView> {
  return apiPostJson<PayTestDecideView>('/pay/test/decide', { paymentId: input.paymentId, token: input.token, decision: input.decision });
}

/** Mutation hook of the test page's Approve / Decline / Cancel. */
export const useDecideTestPayment = () => useMutation({ mutationFn: decideTestPayment });
