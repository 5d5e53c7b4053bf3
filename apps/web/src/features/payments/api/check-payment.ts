import type { PaymentView } from '@sme/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { PAYMENT_SILENT_CODES } from './payment-codes';
import { PAYMENTS_QUERY_KEY } from './payment-keys';

/**
 * GET pay.check (login required): one of the member's payment attempts; while it is open the server asks the provider
 * and applies a final answer, so polling this is how the pages learn the outcome.
 */
export function checkPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentView> {
  return apiGet<PaymentView>('/pay/check', { paymentId }, { signal, silentCodes: PAYMENT_SILENT_CODES });
}

/** Query options of one payment attempt; its status moves on its own, so it is never taken as fresh. */
export const paymentQuery = (paymentId: string, memberId: string | null, locale: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'payment', paymentId, memberId, locale],
    queryFn: ({ signal }) => checkPayment(paymentId, signal),
    staleTime: 0,
    retry: false,
  });

/** Options of the hook: poll every `pollMs` while `poll` says so. */
export interface UsePaymentOptions {
  pollMs?: number;
  poll?: (payment: PaymentView | undefined) => boolean;
}

/** Hook: a payment attempt by id (nothing is fetched without one), optionally polled. */
export function usePayment(paymentId: string | null, { pollMs, poll }: UsePaymentOptions = {}) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({
    ...paymentQuery(paymentId ?? '', memberId, locale),
    enabled: Boolean(paymentId),
    refetchInterval: pollMs && poll ? (query) => (poll(query.state.data) ? pollMs : false) : false,
  });
}
