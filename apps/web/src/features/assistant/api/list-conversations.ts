import type { AssistantConversationSummaryView } from '@sme/shared/schemas/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ASSISTANT_API, CONVERSATIONS_QUERY_KEY } from './assistant-keys';

/** GET assistant.conversations (members): the member's conversations, last active first. */
export function listConversations(signal?: AbortSignal): Promise<AssistantConversationSummaryView[]> {
  return apiGet<AssistantConversationSummaryView[]>(`${ASSISTANT_API}/conversations`, undefined, { signal });
}

/** Query options of the member's conversation list. */
export const conversationsQuery = (memberId: string | null) =>
  queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'list', memberId],
    queryFn: ({ signal }) => listConversations(signal),
    enabled: Boolean(memberId),
  });

/** Hook: the signed-in member's conversations (idle for visitors). */
export function useConversations() {
  return useQuery(conversationsQuery(useCurrentMemberId()));
}
