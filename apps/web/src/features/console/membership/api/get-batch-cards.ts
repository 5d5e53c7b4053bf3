import type { CardStatusView } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_CARDS_KEY } from './membership-keys';

/** GET console.card.batchCards: a batch's cards with who redeemed them and when (codes never again). */
export async function getBatchCards(batchId: string, signal?: AbortSignal): Promise<CardStatusView[]> {
  return (await apiGet<{ list: CardStatusView[] }>(`/console/card/batches/${batchId}/cards`, undefined, { signal, omitMcId: true })).list;
}

/** Query options of one batch's cards. */
export const batchCardsQuery = (batchId: string) =>
  queryOptions({ queryKey: [...CONSOLE_CARDS_KEY, 'cards', batchId], queryFn: ({ signal }) => getBatchCards(batchId, signal), staleTime: 0 });

/** Hook: one batch's cards (idle without a batch). */
export const useBatchCards = (batchId: string | undefined) => useQuery({ ...batchCardsQuery(batchId ?? ''), enabled: Boolean(batchId) });
