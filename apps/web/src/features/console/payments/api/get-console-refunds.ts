import type { ConsoleMoneyPage, ConsoleRefundRow } from '@sme/shared/schemas/console-payments';
import type { RefundStatus } from '@sme/shared/schemas/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PAYMENTS_KEY } from './console-payment-keys';

/** Filters of the refunds table. */
export interface ConsoleRefundFilters {
  status?: RefundStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/** GET console.refund.list (admins): refunds newest first. */
export function getConsoleRefunds(filters: ConsoleRefundFilters, signal?: AbortSignal): Promise<ConsoleMoneyPage<ConsoleRefundRow>> {
  return apiGet<ConsoleMoneyPage<ConsoleRefundRow>>('/console/refund/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of refunds. */
export const consoleRefundsQuery = (filters: ConsoleRefundFilters) =>
  queryOptions({ queryKey: [...CONSOLE_PAYMENTS_KEY, 'refunds', filters], queryFn: ({ signal }) => getConsoleRefunds(filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: one page of refunds. */
export const useConsoleRefunds = (filters: ConsoleRefundFilters) => useQuery(consoleRefundsQuery(filters));
