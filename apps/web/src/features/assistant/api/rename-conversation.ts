import type { AssistantConversationSummaryView, AssistantRenameInput } from '@sme/shared/schemas/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { ASSISTANT_API, CONVERSATIONS_QUERY_KEY } from './assistant-keys';

/** POST assistant.renameConversation (members): a new title for one of the member's conversations. */
export function renameConversation({ id, title }: AssistantRenameInput & { id: string }): Promise<AssistantConversationSummaryView> {
  return apiPostJson<AssistantConversationSummaryView>(`${ASSISTANT_API}/conversations/${encodeURIComponent(id)}/rename`, { title });
}

/** Mutation hook of renaming a conversation; the list is fetched again. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'] }),
  });
}
