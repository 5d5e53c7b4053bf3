import { Codes } from '@sme/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { feedback } from '@/lib/ui/feedback';
import { APPLICATIONS_QUERY_KEY } from './application-keys';

/** Refusals the client does not toast by itself (spec section 8) but that the member must read: bad input, no such application. */
const SAID_HERE: number[] = [Codes.BAD_REQUEST.code, Codes.NOT_FOUND.code];

/**
 * Mutation hook shared by the member's application changes (withdraw, delete a draft): says why a refusal happened,
 * then refreshes every application answer (lists and details).
 */
export function useApplicationChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onError: (error) => {
      if (error instanceof ApiError && SAID_HERE.includes(error.code)) void feedback().message.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
}
