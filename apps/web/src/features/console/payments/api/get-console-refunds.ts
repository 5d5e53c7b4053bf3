import type { ConsoleMoneyPage, ConsoleRefundListParams, ConsoleRefundRow } from '@sme/shared/schemas/console-payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PAYMENTS_KEY } from './console-payment-keys';

/** GET console.refund.list (admins): refunds newest first. */
export function getConsoleRefunds(filters: ConsoleRefundListParams, signal?: AbortSignal): Promise<ConsoleMoneyPage<ConsoleRefundRow>> {
  return apiGet<ConsoleMoneyPage<ConsoleRefundRow>>('/console/refund/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of refunds. */
export const consoleRefundsQuery = (filters: ConsoleRefundListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_PAYMENTS_KEY, 'refunds', filters],
    queryFn: ({ signal }) => getConsoleRefunds(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: one page of refunds. */
export const useConsoleRefunds = (filters: ConsoleRefundListParams) => useQuery(consoleRefundsQuery(filters));
