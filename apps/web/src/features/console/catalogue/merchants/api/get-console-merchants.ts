import type { ConsoleMerchantListParams, ConsoleMerchantListView } from '@sme/shared/schemas/console-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { catalogueKey } from '../../api/catalogue-keys';

/** GET console.merchant.list: every merchant, hidden ones too (admins). */
export function getConsoleMerchants(filters: ConsoleMerchantListParams, signal?: AbortSignal): Promise<ConsoleMerchantListView> {
  return apiGet<ConsoleMerchantListView>('/console/merchant/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export const consoleMerchantsQuery = (filters: ConsoleMerchantListParams) =>
  queryOptions({
    queryKey: [...catalogueKey('merchants'), 'list', filters],
    queryFn: ({ signal }) => getConsoleMerchants(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the merchants table's page. */
export const useConsoleMerchants = (filters: ConsoleMerchantListParams) => useQuery(consoleMerchantsQuery(filters));
