import type { MerchantCard, Page } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET merchant.list (the public list): the merchants an invitation can name, searched by keyword. */
export function searchMerchants(keyword: string, signal?: AbortSignal): Promise<Page<MerchantCard>> {
  return apiGet<Page<MerchantCard>>('/merchant/list', { keyword: keyword || undefined, size: 20, sort: 'name' }, { signal });
}

/** Hook: the merchant choices of the invite form for what was typed. */
export function useMerchantOptions(keyword: string) {
  return useQuery({
    queryKey: ['catalogue', 'merchant-options', keyword],
    queryFn: ({ signal }) => searchMerchants(keyword, signal),
    placeholderData: keepPreviousData,
  });
}
