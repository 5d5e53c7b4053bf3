import { useMutation } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';

/** What the payer chooses on the test provider's page. */
export type TestDecision = 'APPROVE' | 'DECLINE' | 'CANCEL';

/** The pay.test.decide body: the attempt, the token of its hosted URL, and the decision. */
export interface TestDecisionInput {
  paymentId: string;
  token: string;
  decision: TestDecision;
}

/**
 * POST /pay/test/decide (public, but only with the token the hosted URL carries): the built-in test provider sends
 * the platform its signed callback for the decision and answers where the payer returns to (/payReturn/test?…).
 */
export function decideTestPayment(input: TestDecisionInput): Promise<{ returnUrl: string }> {
  return apiPostJson<{ returnUrl: string }>('/pay/test/decide', { paymentId: input.paymentId, token: input.token, decision: input.decision });
}

/** Mutation hook of the test page's Approve / Decline / Cancel. */
export const useDecideTestPayment = () => useMutation({ mutationFn: decideTestPayment });
