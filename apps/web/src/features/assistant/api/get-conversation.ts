import type { AssistantConversationView } from '@sme/shared/schemas/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { ASSISTANT_API, CONVERSATIONS_QUERY_KEY } from './assistant-keys';

/** GET assistant.conversation (members): one of the member's conversations with its exchanges, oldest first. */
export function getConversation(id: string, signal?: AbortSignal): Promise<AssistantConversationView> {
  return apiGet<AssistantConversationView>(`${ASSISTANT_API}/conversations/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one conversation; never refetched behind the reader's back (the page holds its own copy while chatting). */
export const conversationQuery = (memberId: string | null, id: string | null) =>
  queryOptions({
    queryKey: [...CONVERSATIONS_QUERY_KEY, 'one', memberId, id],
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: Boolean(memberId && id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Hook: the conversation the URL names, when a member is signed in. */
export function useConversation(id: string | null) {
  return useQuery(conversationQuery(useCurrentMemberId(), id));
}
