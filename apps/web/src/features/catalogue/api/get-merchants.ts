import type { MerchantCard, MerchantListParams, Page } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** Parameters of merchant.list, named for the list pages. */
export type { MerchantListParams } from '@sme/shared/schemas/catalogue';

/** GET merchant.list: merchants, optionally verified only or matching a keyword. */
export function getMerchants(params: MerchantListParams, signal?: AbortSignal): Promise<Page<MerchantCard>> {
  return apiGet<Page<MerchantCard>>('/merchant/list', { ...params }, { signal });
}

/** Query options of one merchant page. */
export const merchantsQuery = (locale: string, params: MerchantListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'merchants', locale, params],
    queryFn: ({ signal }) => getMerchants(params, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: one page of merchants in the active locale. */
export function useMerchants(params: MerchantListParams, enabled = true) {
  return useQuery({ ...merchantsQuery(useLocale(), params), enabled });
}
