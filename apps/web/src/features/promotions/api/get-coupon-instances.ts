import type { CouponInstancePage, CouponState } from '@sme/shared/schemas/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';
import { useLocale } from '@/lib/i18n';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';

/** Coupons per page of /coupons. */
export const COUPONS_PAGE_SIZE = 20;

/** GET coupon.instances (login required): the member's coupons in one state, newest first. */
export function getCouponInstances(state: CouponState, page: number, signal?: AbortSignal): Promise<CouponInstancePage> {
  return apiGet<CouponInstancePage>('/coupon/instances', { state, page, size: COUPONS_PAGE_SIZE }, { signal });
}

/** Query options of one page of the member's coupons. */
export const couponInstancesQuery = (memberId: string | null, locale: string, state: CouponState, page: number) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'instances', memberId, locale, state, page],
    queryFn: ({ signal }) => getCouponInstances(state, page, signal),
    placeholderData: keepPreviousData,
  });

/** Hook: the signed-in member's coupons in a state. */
export function useCouponInstances(state: CouponState, page: number) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery(couponInstancesQuery(memberId, locale, state, page));
}
