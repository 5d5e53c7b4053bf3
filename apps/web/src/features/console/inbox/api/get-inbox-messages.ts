import type { ConsoleContactRow, ConsoleFeedbackRow, ConsoleInboxPage } from '@sme/shared/schemas/console-inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_INBOX_KEY, type InboxKind } from './console-inbox-keys';

/** The filters and page of a message list, as the URL keeps them. */
export interface InboxFilters {
  q?: string | undefined;
  /** Hong Kong days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/** A row of either list. */
export type InboxRow<K extends InboxKind> = K extends 'feedback' ? ConsoleFeedbackRow : ConsoleContactRow;

/** GET console.feedback.list or console.contact.list: newest first, contact masked, text cut short. */
export function getInboxMessages<K extends InboxKind>(kind: K, filters: InboxFilters, signal?: AbortSignal): Promise<ConsoleInboxPage<InboxRow<K>>> {
  return apiGet<ConsoleInboxPage<InboxRow<K>>>(`/console/${kind}/list`, { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of a list; the previous page stays on screen while the next loads. */
export const inboxMessagesQuery = <K extends InboxKind>(kind: K, filters: InboxFilters) =>
  queryOptions({ queryKey: [...CONSOLE_INBOX_KEY, kind, 'list', filters], queryFn: ({ signal }) => getInboxMessages(kind, filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: one page of feedback or contact messages. */
export const useInboxMessages = <K extends InboxKind>(kind: K, filters: InboxFilters) => useQuery(inboxMessagesQuery(kind, filters));
