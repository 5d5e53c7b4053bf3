import type { ConsoleContactRow, ConsoleFeedbackRow, ConsoleInboxListParams, ConsoleInboxPage } from '@sme/shared/schemas/console-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_INBOX_KEY, type InboxKind } from './console-inbox-keys';

/** A row of either list. */
export type InboxRow<K extends InboxKind> = K extends 'feedback' ? ConsoleFeedbackRow : ConsoleContactRow;

/** GET console.feedback.list or console.contact.list: newest first, contact masked, text cut short. */
export function getInboxMessages<K extends InboxKind>(kind: K, filters: ConsoleInboxListParams, signal?: AbortSignal): Promise<ConsoleInboxPage<InboxRow<K>>> {
  return apiGet<ConsoleInboxPage<InboxRow<K>>>(`/console/${kind}/list`, { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of a list; the previous page stays on screen while the next loads. */
export const inboxMessagesQuery = <K extends InboxKind>(kind: K, filters: ConsoleInboxListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_INBOX_KEY, kind, 'list', filters],
    queryFn: ({ signal }) => getInboxMessages(kind, filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: one page of feedback or contact messages. */
export const useInboxMessages = <K extends InboxKind>(kind: K, filters: ConsoleInboxListParams) => useQuery(inboxMessagesQuery(kind, filters));
