import type { MerchantCard, Page } from '@sme/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { CONSOLE_QUERY_KEY } from '../console-keys';

/** GET merchant.list (public), first 50 (the list's page limit): the merchants an admin picks in forms and filters. */
export async function getMerchantOptions(signal?: AbortSignal): Promise<MerchantCard[]> {
  return (await apiGet<Page<MerchantCard>>('/merchant/list', { page: 1, size: 50 }, { signal })).list;
}

/** Hook: the merchant choices of console forms and filters (admins only: `enabled`; staff work for one merchant). */
export function useMerchantOptions(enabled: boolean) {
  const locale = useLocale();
  return useQuery({ queryKey: [...CONSOLE_QUERY_KEY, 'merchant-options', locale], queryFn: ({ signal }) => getMerchantOptions(signal), staleTime: 300_000, enabled });
}
