import type { ConsoleContentView } from '@sme/shared/schemas/console-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_CONTENT_KEY } from './console-content-keys';

/** POST console.content.publish or console.content.unpublish (back to draft); both audited by the server. */
export function setContentPublished(input: { id: string; publish: boolean }): Promise<ConsoleContentView> {
  return apiPostJson<ConsoleContentView>(input.publish ? '/console/content/publish' : '/console/content/unpublish', { id: input.id }, { omitMcId: true });
}

/** Mutation hook of setContentPublished; every content answer is refreshed afterwards. */
export function useSetContentPublished() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setContentPublished, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CONTENT_KEY }) });
}

/** POST console.content.delete: the item is gone for good (audited). */
export function deleteContent(id: string): Promise<null> {
  return apiPostJson<null>('/console/content/delete', { id }, { omitMcId: true });
}

/** Mutation hook of deleteContent; the lists are refreshed afterwards. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContent, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CONTENT_KEY }) });
}
