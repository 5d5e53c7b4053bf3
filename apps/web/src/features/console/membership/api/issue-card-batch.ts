import type { CardBatchInput, IssuedBatchView } from '@sme/shared/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_CARDS_KEY } from './membership-keys';

/** POST console.card.issueBatch: the batch and its cards with their codes in clear — this answer is the only time they are shown. */
export const issueCardBatch = (input: CardBatchInput) =>
  apiPostJson<IssuedBatchView>('/console/card/batches', { ...input }, { omitMcId: true, silentCodes: [400] });

/** Mutation hook of issueCardBatch; the batches are refreshed afterwards (the codes stay only in the mutation's answer). */
export function useIssueCardBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCardBatch,
    // The answer holds the codes in clear: dropped from the mutation cache as soon as the dialog lets go of it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CARDS_KEY }),
  });
}
