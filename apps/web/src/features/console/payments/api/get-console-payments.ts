import type { ConsoleMoneyPage, ConsolePaymentRow } from '@sme/shared/schemas/console-payments';
import type { PaymentMethod, PaymentStatus } from '@sme/shared/schemas/payment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PAYMENTS_KEY } from './console-payment-keys';

/** Filters of the payment records table (all optional but the page). */
export interface ConsolePaymentFilters {
  method?: PaymentMethod | undefined;
  status?: PaymentStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Comma-separated payment ids (the statement dialog's matched payments). */
  ids?: string | undefined;
  page: number;
  size: number;
}

/** GET console.payment.list (admins): payment attempts newest first. */
export function getConsolePayments(filters: ConsolePaymentFilters, signal?: AbortSignal): Promise<ConsoleMoneyPage<ConsolePaymentRow>> {
  return apiGet<ConsoleMoneyPage<ConsolePaymentRow>>('/console/payment/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export const consolePaymentsQuery = (filters: ConsolePaymentFilters, enabled = true) =>
  queryOptions({
    queryKey: [...CONSOLE_PAYMENTS_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsolePayments(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });

/** Hook: one page of payment records (`enabled` false waits, e.g. until there are ids to ask for). */
export const useConsolePayments = (filters: ConsolePaymentFilters, enabled = true) => useQuery(consolePaymentsQuery(filters, enabled));
