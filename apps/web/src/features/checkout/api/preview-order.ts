import type { OrderPreviewRequest, OrderPreviewView } from '@sme/shared/schemas/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { CHECKOUT_SILENT_CODES } from './checkout-codes';

/** What the buyer has chosen so far: the order.preview body (order.create adds the buyer and the key), named for the page. */
export type { OrderPreviewRequest as CheckoutChoice } from '@sme/shared/schemas/orders';

/**
 * POST order.preview (JSON, for the coupon list): the order priced by the server for this choice. A refused promo
 * code still answers 200, with the refusal in `promo` and `blockedBy`.
 */
export function previewOrder(choice: OrderPreviewRequest, signal?: AbortSignal): Promise<OrderPreviewView> {
  return apiPostJson<OrderPreviewView>('/order/preview', { ...choice }, { signal, silentCodes: CHECKOUT_SILENT_CODES });
}

/** Query options of a preview: every choice is its own answer, never reused once the page is left. */
export const orderPreviewQuery = (memberId: string | null, locale: string, choice: OrderPreviewRequest) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'checkout', 'preview', memberId, locale, choice],
    queryFn: ({ signal }) => previewOrder(choice, signal),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });

/** Hook: the priced order for a choice, keeping the last numbers on screen while the next ones load. */
export function useOrderPreview(choice: OrderPreviewRequest | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  const options = orderPreviewQuery(memberId, locale, choice ?? { cartItemIds: '', deliveryType: 'NONE', couponInstanceIds: [] });
  return useQuery({ ...options, enabled: choice !== null, placeholderData: keepPreviousData });
}
