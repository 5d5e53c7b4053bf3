import type { ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET console.promo.detail: every field the form edits, and the code's uses. */
export function getConsolePromo(id: string, signal?: AbortSignal): Promise<ConsolePromoView> {
  return apiGet<ConsolePromoView>(`/console/promo/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one code. */
export const consolePromoQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_PROMOTIONS_KEY, 'code', id], queryFn: ({ signal }) => getConsolePromo(id, signal), staleTime: 0 });

/** Hook: one code for the form (not fetched while creating). */
export const useConsolePromo = (id: string | undefined) => useQuery({ ...consolePromoQuery(id ?? ''), enabled: !!id });
