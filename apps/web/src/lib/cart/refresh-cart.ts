import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/lib/session/user-store';
import { CART_QUERY_KEY } from './cart-keys';

/** After any cart change: refetch every cart answer (page and header count) and bump the store's refresh counter. */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  useUserStore.getState().bumpCartRefresh();
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
