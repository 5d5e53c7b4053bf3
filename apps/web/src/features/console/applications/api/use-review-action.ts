import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_APPLICATIONS_KEY } from './console-application-keys';

/**
 * Mutation hook shared by the review actions: after any answer (a refusal too: the application may have moved
 * meanwhile) the queue and every opened application are read again.
 */
export function useReviewAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_APPLICATIONS_KEY }) });
}
