import type { ConsoleMerchantView } from '@sme/shared/schemas/console-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { catalogueKey } from '../../api/catalogue-keys';

/** GET console.merchant.detail: every field the form edits. */
export function getConsoleMerchant(id: string, signal?: AbortSignal): Promise<ConsoleMerchantView> {
  return apiGet<ConsoleMerchantView>(`/console/merchant/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one merchant. */
export const consoleMerchantQuery = (id: string) =>
  queryOptions({ queryKey: [...catalogueKey('merchants'), 'detail', id], queryFn: ({ signal }) => getConsoleMerchant(id, signal), staleTime: 0 });

/** Hook: one merchant for the form (not fetched while creating). */
export const useConsoleMerchant = (id: string | undefined) => useQuery({ ...consoleMerchantQuery(id ?? ''), enabled: !!id });
