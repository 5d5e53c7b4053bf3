import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { ASSISTANT_API, CONVERSATIONS_QUERY_KEY } from './assistant-keys';

/** POST assistant.deleteConversation (members): one of the member's conversations is deleted with its exchanges. */
export function deleteConversation(id: string): Promise<unknown> {
  return apiPostJson<unknown>(`${ASSISTANT_API}/conversations/${encodeURIComponent(id)}/delete`, {});
}

/** Mutation hook of deleting a conversation; the list is fetched again. */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CONVERSATIONS_QUERY_KEY, 'list'] }),
  });
}
