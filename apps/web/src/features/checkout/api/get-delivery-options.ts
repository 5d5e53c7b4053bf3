import type { DeliveryOptionsView } from '@sme/shared/schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import type { CheckoutSourceFields } from '../components/checkout-source';
import { CHECKOUT_SILENT_CODES } from './checkout-codes';

/** The query fields of a source: the cart line ids, or the buy-now item as flat fields. */
function sourceParams(source: CheckoutSourceFields): Record<string, string> {
  if ('cartItemIds' in source) return { cartItemIds: source.cartItemIds };
  const { productId, quantity, specification, priceMode } = source.buyNow;
  return { productId, quantity: String(quantity), specification, priceMode };
}

/** GET order.deliveryTypes (login required): the delivery types every line checked out allows, and the pickup points for them. */
export function getDeliveryOptions(source: CheckoutSourceFields, signal?: AbortSignal): Promise<DeliveryOptionsView> {
  return apiGet<DeliveryOptionsView>('/order/deliveryTypes', sourceParams(source), { signal, silentCodes: CHECKOUT_SILENT_CODES });
}

/** Query options of the delivery choices of a checkout's lines; point names are localised. */
export const deliveryOptionsQuery = (memberId: string | null, locale: string, source: CheckoutSourceFields) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'checkout', 'delivery', memberId, locale, source],
    queryFn: ({ signal }) => getDeliveryOptions(source, signal),
    retry: false,
  });

/** Hook: the delivery choices of the lines being checked out (nothing is fetched without a source). */
export function useDeliveryOptions(source: CheckoutSourceFields | null) {
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...deliveryOptionsQuery(memberId, locale, source ?? { cartItemIds: '' }), enabled: source !== null });
}
