import type { DeliveryType } from '@sme/shared/schemas/catalogue';
import type { OrderPreviewView } from '@sme/shared/schemas/order';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { currentMemberId, useUserStore } from '@/lib/session/user-store';
import { CHECKOUT_SILENT_CODES } from './checkout-codes';

/** What the buyer has chosen so far: the order.preview body (order.create adds the buyer and the key). */
export interface CheckoutChoice {
  /** The cart lines to order, comma-separated. */
  cartItemIds: string;
  deliveryType: DeliveryType;
  addressId?: string;
  pickupPointId?: string;
  promoCode?: string;
  couponInstanceIds: string[];
}

/**
 * POST order.preview (JSON, for the coupon list): the order priced by the server for this choice. A refused promo
 * code still answers 200, with the refusal in `promo` and `blockedBy`.
 */
export function previewOrder(choice: CheckoutChoice, signal?: AbortSignal): Promise<OrderPreviewView> {
  return apiPostJson<OrderPreviewView>('/order/preview', { ...choice }, { signal, silentCodes: CHECKOUT_SILENT_CODES });
}

/** Query options of a preview: every choice is its own answer, never reused once the page is left. */
export const orderPreviewQuery = (memberId: string | null, locale: string, choice: CheckoutChoice) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'checkout', 'preview', memberId, locale, choice],
    queryFn: ({ signal }) => previewOrder(choice, signal),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });

/** Hook: the priced order for a choice, keeping the last numbers on screen while the next ones load. */
export function useOrderPreview(choice: CheckoutChoice | null) {
  const locale = useLocale();
  useUserStore((s) => s.memberId);
  const options = orderPreviewQuery(currentMemberId() ?? null, locale, choice ?? { cartItemIds: '', deliveryType: 'NONE', couponInstanceIds: [] });
  return useQuery({ ...options, enabled: choice !== null, placeholderData: keepPreviousData });
}
