import type { ProductDetail } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** GET product.detail: one ACTIVE product in the request's language; 404 (silent) for unknown or withdrawn ones. */
export function getProductDetail(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiGet<ProductDetail>(`/product/detail/${encodeURIComponent(id)}`, undefined, { signal });
}

/**
 * Query options of a product detail. The answer is localised and carries the member's favourite flag, so the
 * language and the member are part of the key.
 */
export const productDetailQuery = (id: string, locale: string, memberId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'product', 'detail', id, locale, memberId],
    queryFn: ({ signal }) => getProductDetail(id, signal),
  });

/** Hook: the product of /pd?id=… (nothing is fetched without an id). */
export function useProductDetail(id: string | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...productDetailQuery(id ?? '', locale, memberId), enabled: Boolean(id) });
}
