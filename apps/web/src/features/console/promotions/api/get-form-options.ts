import type { ConsolePage } from '@sme/shared/schemas/console-promotions';
import type { MerchantCard, Page } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET merchant.list (public), first 50: the merchants an admin creates promotions for. */
export async function getMerchantOptions(signal?: AbortSignal): Promise<MerchantCard[]> {
  return (await apiGet<Page<MerchantCard>>('/merchant/list', { page: 1, size: 50 }, { signal })).list;
}

/** Hook: the merchant select's options (admins only: `enabled`). */
export function useMerchantOptions(enabled: boolean) {
  const locale = useLocale();
  return useQuery({ queryKey: [...CONSOLE_PROMOTIONS_KEY, 'merchants', locale], queryFn: ({ signal }) => getMerchantOptions(signal), staleTime: 300_000, enabled });
}

/** A product the picker offers. */
export interface ProductOption {
  id: string;
  code: string;
  nameEn: string;
  nameZh: string;
}

/** GET console.product.list, first 20 matches: products a promotion can list (the server keeps staff to their merchant's). */
export async function searchProducts(q: string, merchantId: string | null, signal?: AbortSignal): Promise<ProductOption[]> {
  const params = { page: 1, size: 20, ...(q ? { q } : {}), ...(merchantId ? { merchantId } : {}) };
  return (await apiGet<ConsolePage<ProductOption>>('/console/product/list', params, { signal, omitMcId: true })).list;
}

/** Hook: the product picker's matches for the typed text, within the promotion's merchant when it has one. */
export function useProductSearch(q: string, merchantId: string | null) {
  return useQuery({ queryKey: [...CONSOLE_PROMOTIONS_KEY, 'products', q, merchantId], queryFn: ({ signal }) => searchProducts(q, merchantId, signal), staleTime: 30_000, placeholderData: keepPreviousData });
}
