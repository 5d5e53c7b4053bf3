import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_INBOX_KEY, type InboxKind } from './console-inbox-keys';
import type { InboxRow } from './get-inbox-messages';

/** GET console.feedback.detail or console.contact.detail: the whole message, contact in full. */
export function getInboxMessage<K extends InboxKind>(kind: K, id: string, signal?: AbortSignal): Promise<InboxRow<K>> {
  return apiGet<InboxRow<K>>(`/console/${kind}/detail/${id}`, undefined, { signal, omitMcId: true });
}

/** Query options of one message (none while the drawer is closed). */
export const inboxMessageQuery = <K extends InboxKind>(kind: K, id: string | null) =>
  queryOptions({
    queryKey: [...CONSOLE_INBOX_KEY, kind, 'detail', id],
    queryFn: ({ signal }) => getInboxMessage(kind, id ?? '', signal),
    enabled: id !== null,
    staleTime: 60_000,
  });

/** Hook: the message the drawer shows. */
export const useInboxMessage = <K extends InboxKind>(kind: K, id: string | null) => useQuery(inboxMessageQuery(kind, id));
