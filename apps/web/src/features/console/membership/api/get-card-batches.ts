import type { CardBatchView } from '@sme/shared/schemas/membership';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import type { ServerPage } from '../../kit/PagedTable';
import { CONSOLE_CARDS_KEY } from './membership-keys';

/** The batches table's paging. */
export interface CardBatchesParams {
  page: number;
  size: number;
}

/** GET console.card.batches: every batch, newest first, with how many of its cards were redeemed. */
export function getCardBatches(params: CardBatchesParams, signal?: AbortSignal): Promise<ServerPage<CardBatchView>> {
  return apiGet<ServerPage<CardBatchView>>('/console/card/batches', { ...params }, { signal, omitMcId: true });
}

/** Query options of one page of batches; the previous page stays on screen while the next loads. */
export const cardBatchesQuery = (params: CardBatchesParams) =>
  queryOptions({
    queryKey: [...CONSOLE_CARDS_KEY, 'batches', params],
    queryFn: ({ signal }) => getCardBatches(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the batches table's page. */
export const useCardBatches = (params: CardBatchesParams) => useQuery(cardBatchesQuery(params));
