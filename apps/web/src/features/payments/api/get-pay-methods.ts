import type { PayMethodsView, payMethodsQuery as payMethodsSchema } from '@sme/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { PAYMENT_SILENT_CODES } from './payment-codes';
import { PAYMENTS_QUERY_KEY } from './payment-keys';

/** What is being paid: `{ orderId }` (an order) or `{ purchaseId }` (a membership purchase), exactly one. */
export type PaySubjectQuery = z.input<typeof payMethodsSchema>;

/**
 * GET pay.methods (login required): the payable amount of an order or a membership purchase and the methods that apply
 * to it; another member's answers 404. What cannot be paid says why in blockedBy / blockedMessage (1015, 1016).
 */
export function getPayMethods(subject: PaySubjectQuery, signal?: AbortSignal): Promise<PayMethodsView> {
  const params = subject.purchaseId ? { purchaseId: subject.purchaseId } : { orderId: subject.orderId };
  return apiGet<PayMethodsView>('/pay/methods', params, { signal, silentCodes: PAYMENT_SILENT_CODES });
}

/** Query options of the payment methods; what is paid may be paid or closed meanwhile, so never taken as fresh. */
export const payMethodsQuery = (subject: PaySubjectQuery, memberId: string | null, locale: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'methods', subject.orderId ?? null, subject.purchaseId ?? null, memberId, locale],
    queryFn: ({ signal }) => getPayMethods(subject, signal),
    staleTime: 0,
    retry: false,
  });

/** Hook: the methods of /payments?orderId=… or ?purchaseId=… (nothing is fetched without either). */
export function usePayMethods(subject: PaySubjectQuery | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...payMethodsQuery(subject ?? {}, memberId, locale), enabled: Boolean(subject?.orderId ?? subject?.purchaseId) });
}
