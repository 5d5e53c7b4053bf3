import type { ConsoleMerchantListView } from '@sme/shared/schemas/console-catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@sme/shared/constants';
import { CONSOLE_QUERY_KEY } from '../console-keys';

/** A merchant an admin can pick. */
export interface MerchantOption {
  id: string;
  name: string;
}

/**
 * GET console.merchant.list (admins), the first 100 by the console's order: the merchants an admin picks in forms and
 * filters, hidden ones included (an admin may prepare products or a contract before a merchant goes live).
 */
export async function getMerchantOptions(locale: Locale, signal?: AbortSignal): Promise<MerchantOption[]> {
  const page = await apiGet<ConsoleMerchantListView>('/console/merchant/list', { page: 1, size: 100 }, { signal, omitMcId: true });
  return page.list.map((m) => ({ id: m.id, name: locale === 'en_US' ? m.nameEn : m.nameZh }));
}

/** Hook: the merchant choices of console forms and filters (admins only: `enabled`; staff work for one merchant). */
export function useMerchantOptions(enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'merchant-options', locale],
    queryFn: ({ signal }) => getMerchantOptions(locale, signal),
    staleTime: 300_000,
    enabled,
  });
}
