import type { PayMethodsView } from '@sme/shared/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { PAYMENT_SILENT_CODES } from './payment-codes';
import { PAYMENTS_QUERY_KEY } from './payment-keys';

/**
 * GET pay.methods (login required): the order's payable amount and the methods that apply to it; another member's
 * order answers 404. An order that cannot be paid says why in blockedBy / blockedMessage (1015, 1016).
 */
export function getPayMethods(orderId: string, signal?: AbortSignal): Promise<PayMethodsView> {
  return apiGet<PayMethodsView>('/pay/methods', { orderId }, { signal, silentCodes: PAYMENT_SILENT_CODES });
}

/** Query options of an order's payment methods; the order may be paid or closed meanwhile, so never taken as fresh. */
export const payMethodsQuery = (orderId: string, memberId: string | null, locale: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'methods', orderId, memberId, locale],
    queryFn: ({ signal }) => getPayMethods(orderId, signal),
    staleTime: 0,
    retry: false,
  });

/** Hook: the methods of /payments?orderId=… (nothing is fetched without an order id). */
export function usePayMethods(orderId: string | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...payMethodsQuery(orderId ?? '', memberId, locale), enabled: Boolean(orderId) });
}
