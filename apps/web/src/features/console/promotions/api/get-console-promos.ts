import type { ConsolePage, ConsolePromoRow } from '@sme/shared/schemas/console-promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY, type PromotionFilters } from './promotion-keys';

/** GET console.promo.list: a merchant's staff get only their merchant's codes, admins every code. */
export function getConsolePromos(filters: PromotionFilters, signal?: AbortSignal): Promise<ConsolePage<ConsolePromoRow>> {
  return apiGet<ConsolePage<ConsolePromoRow>>('/console/promo/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the codes table; the previous page stays on screen while the next loads. */
export const consolePromosQuery = (filters: PromotionFilters) =>
  queryOptions({
    queryKey: [...CONSOLE_PROMOTIONS_KEY, 'codes', filters],
    queryFn: ({ signal }) => getConsolePromos(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the codes table's page. */
export const useConsolePromos = (filters: PromotionFilters) => useQuery(consolePromosQuery(filters));
