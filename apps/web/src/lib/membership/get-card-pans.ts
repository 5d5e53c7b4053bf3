import type { CardPanView } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { MEMBERSHIP_QUERY_KEY } from './membership-keys';

/** GET card.pans: the membership cards the member redeemed, numbers masked. */
export async function getCardPans(signal?: AbortSignal): Promise<CardPanView[]> {
  const data = await apiGet<{ list: CardPanView[] }>('/card/pans', undefined, { signal });
  return data.list;
}

/** Query options of the member's redeemed cards. */
export const cardPansQuery = () => queryOptions({ queryKey: [...MEMBERSHIP_QUERY_KEY, 'cards'], queryFn: ({ signal }) => getCardPans(signal) });

/** Hook: the member's redeemed cards. */
export const useCardPans = () => useQuery(cardPansQuery());
