import type { PromoCodeView } from '@sme/shared/schemas/promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET promo.findByMerchant (public): the merchant's promotion codes valid now and not used up, soonest ending first. */
export function getMerchantPromoCodes(merchantId: string, signal?: AbortSignal): Promise<{ list: PromoCodeView[] }> {
  return apiGet<{ list: PromoCodeView[] }>(`/promo/findByMerchant/${encodeURIComponent(merchantId)}`, undefined, { signal });
}

/** Query options of a merchant's promotion codes (titles are localised, so the language is in the key). */
export const merchantPromoCodesQuery = (merchantId: string, locale: string) =>
  queryOptions({
    queryKey: ['catalogue', 'merchant', 'promoCodes', merchantId, locale],
    queryFn: ({ signal }) => getMerchantPromoCodes(merchantId, signal),
    retry: false,
  });

/** Hook: the promotion codes the merchant page shows to copy. */
export function useMerchantPromoCodes(merchantId: string) {
  const locale = useLocale();
  return useQuery(merchantPromoCodesQuery(merchantId, locale));
}
