import type { ConsoleCouponOfferView } from '@sme/shared/schemas/console-promotions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** GET console.couponOffer.detail: every field the form edits, and the coupons handed out. */
export function getConsoleOffer(id: string, signal?: AbortSignal): Promise<ConsoleCouponOfferView> {
  return apiGet<ConsoleCouponOfferView>(`/console/couponOffer/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one offer. */
export const consoleOfferQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_PROMOTIONS_KEY, 'offer', id], queryFn: ({ signal }) => getConsoleOffer(id, signal), staleTime: 0 });

/** Hook: one offer for the form (not fetched while creating). */
export const useConsoleOffer = (id: string | undefined) => useQuery({ ...consoleOfferQuery(id ?? ''), enabled: !!id });
