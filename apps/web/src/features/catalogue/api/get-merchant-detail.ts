import type { MerchantDetail } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** GET merchant.detail: the merchant page's data (hot products, latest news) in the request's language. */
export function getMerchantDetail(id: string, signal?: AbortSignal): Promise<MerchantDetail> {
  return apiGet<MerchantDetail>(`/merchant/detail/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of a merchant detail, keyed by language and member (the answer carries favourite flags). */
export const merchantDetailQuery = (id: string, locale: string, memberId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'merchant', 'detail', id, locale, memberId],
    queryFn: ({ signal }) => getMerchantDetail(id, signal),
  });

/** Hook: the merchant of /merchant?id=… (nothing is fetched without an id). */
export function useMerchantDetail(id: string | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...merchantDetailQuery(id ?? '', locale, memberId), enabled: Boolean(id) });
}
