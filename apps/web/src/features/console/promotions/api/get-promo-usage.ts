import type { ConsolePromoUsageView } from '@sme/shared/schemas/console-promotions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET console.promo.usage: the code's figures and one page of the orders that used it. */
export function getPromoUsage(id: string, page: { page: number; size: number }, signal?: AbortSignal): Promise<ConsolePromoUsageView> {
  return apiGet<ConsolePromoUsageView>(`/console/promo/usage/${encodeURIComponent(id)}`, { ...page }, { signal, omitMcId: true });
}

/** Hook: the usage report of a code (fetched while `enabled`, i.e. while its drawer is open). */
export function usePromoUsage(id: string, page: { page: number; size: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_PROMOTIONS_KEY, 'codeUsage', id, page],
    queryFn: ({ signal }) => getPromoUsage(id, page, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
