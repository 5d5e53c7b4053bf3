import type { CartView } from '@sme/shared/schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useIsLoggedIn, useUserStore } from '@/lib/session/user-store';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { CART_QUERY_KEY } from './cart-keys';

/** GET cart.list (login required): the member's lines, the selection's totals and what blocks checkout. */
export function getCart(signal?: AbortSignal): Promise<CartView> {
  return apiGet<CartView>('/cart/list', undefined, { signal });
}

/** Query options of the cart; names are localised, so the language and the member are part of the key. */
export const cartQuery = (memberId: string | null, locale: string) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, memberId, locale],
    queryFn: async ({ signal }) => {
      const cart = await getCart(signal);
      // The header's count follows every answer, whoever asked for it.
      useUserStore.getState().setCartCount(cart.count);
      return cart;
    },
  });

/** Hook: the signed-in member's cart (nothing is fetched for a visitor). */
export function useCart() {
  const signedIn = useIsLoggedIn();
  const locale = useLocale();
  const memberId = useCurrentMemberId();
  return useQuery({ ...cartQuery(memberId, locale), enabled: signedIn });
}
