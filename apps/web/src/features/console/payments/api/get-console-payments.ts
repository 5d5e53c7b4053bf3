import type { ConsoleMoneyPage, ConsolePaymentListParams, ConsolePaymentRow } from '@sme/shared/schemas/console-payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PAYMENTS_KEY } from './console-payment-keys';

/** GET console.payment.list (admins): payment attempts newest first. */
export function getConsolePayments(filters: ConsolePaymentListParams, signal?: AbortSignal): Promise<ConsoleMoneyPage<ConsolePaymentRow>> {
  return apiGet<ConsoleMoneyPage<ConsolePaymentRow>>('/console/payment/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export const consolePaymentsQuery = (filters: ConsolePaymentListParams, enabled = true) =>
  queryOptions({
    queryKey: [...CONSOLE_PAYMENTS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsolePayments(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

/** Hook: one page of payment records (`enabled` false waits, e.g. until there are ids to ask for). */
export const useConsolePayments = (filters: ConsolePaymentListParams, enabled = true) => useQuery(consolePaymentsQuery(filters, enabled));
