import type { DeliveryOptionsView } from '@sme/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { CHECKOUT_SILENT_CODES } from './checkout-codes';

/** GET order.deliveryTypes (login required): the delivery types every chosen line allows, and the pickup points for them. */
export function getDeliveryOptions(cartItemIds: readonly string[], signal?: AbortSignal): Promise<DeliveryOptionsView> {
  return apiGet<DeliveryOptionsView>('/order/deliveryTypes', { cartItemIds: cartItemIds.join(',') }, { signal, silentCodes: CHECKOUT_SILENT_CODES });
}

/** Query options of the delivery choices of some cart lines; point names are localised. */
export const deliveryOptionsQuery = (memberId: string | null, locale: string, cartItemIds: readonly string[]) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'checkout', 'delivery', memberId, locale, cartItemIds.join(',')],
    queryFn: ({ signal }) => getDeliveryOptions(cartItemIds, signal),
    retry: false,
  });

/** Hook: the delivery choices of the lines being checked out (nothing is fetched without lines). */
export function useDeliveryOptions(cartItemIds: readonly string[]) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...deliveryOptionsQuery(memberId, locale, cartItemIds), enabled: cartItemIds.length > 0 });
}
