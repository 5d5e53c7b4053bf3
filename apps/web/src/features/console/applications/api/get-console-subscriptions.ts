import type { ConsoleInboxPage, ConsoleSubscriptionListParams, ConsoleSubscriptionRow } from '@sme/shared/schemas/console-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_INBOX_KEY } from './console-inbox-keys';

/** GET console.subscription.list: newest first, emails masked. */
export function getConsoleSubscriptions(filters: ConsoleSubscriptionListParams, signal?: AbortSignal): Promise<ConsoleInboxPage<ConsoleSubscriptionRow>> {
  return apiGet<ConsoleInboxPage<ConsoleSubscriptionRow>>('/console/subscription/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table. */
export const consoleSubscriptionsQuery = (filters: ConsoleSubscriptionListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_INBOX_KEY, 'subscriptions', filters],
    queryFn: ({ signal }) => getConsoleSubscriptions(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the subscriptions table's page. */
export const useConsoleSubscriptions = (filters: ConsoleSubscriptionListParams) => useQuery(consoleSubscriptionsQuery(filters));
