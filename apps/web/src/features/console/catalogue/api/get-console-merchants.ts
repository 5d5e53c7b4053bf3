import type { ConsoleMerchantListView, MerchantStatus } from '@sme/shared/schemas/console-catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { catalogueKey } from './catalogue-keys';

/** The merchants table's filters and page, as the URL keeps them. */
export interface ConsoleMerchantFilters {
  q?: string | undefined;
  status?: MerchantStatus | undefined;
  verified?: 'true' | 'false' | undefined;
  page: number;
  size: number;
}

/** GET console.merchant.list: every merchant, hidden ones too (admins). */
export function getConsoleMerchants(filters: ConsoleMerchantFilters, signal?: AbortSignal): Promise<ConsoleMerchantListView> {
  return apiGet<ConsoleMerchantListView>('/console/merchant/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page; the previous page stays on screen while the next loads. */
export const consoleMerchantsQuery = (filters: ConsoleMerchantFilters) =>
  queryOptions({ queryKey: [...catalogueKey('merchants'), 'list', filters], queryFn: ({ signal }) => getConsoleMerchants(filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: the merchants table's page. */
export const useConsoleMerchants = (filters: ConsoleMerchantFilters) => useQuery(consoleMerchantsQuery(filters));
