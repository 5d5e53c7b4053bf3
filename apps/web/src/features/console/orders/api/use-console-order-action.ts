import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_ORDERS_KEY } from './console-order-keys';

/**
 * Mutation hook shared by the order actions: after any answer (a refusal too: the order may have moved meanwhile)
 * every console order answer is refreshed. Refusals are shown by the dialog that asked, with the server's message.
 */
export function useConsoleOrderAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_ORDERS_KEY }) });
}
