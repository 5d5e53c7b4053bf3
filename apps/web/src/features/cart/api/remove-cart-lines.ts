import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { refreshCart } from '@/lib/cart/refresh-cart';

/** POST cart.remove: one line; POST cart.bulkRemove: several (comma-separated ids). */
export function removeCartLines(ids: string[]): Promise<unknown> {
  if (ids.length === 1) return apiPost<unknown>('/cart/remove', { id: ids[0] });
  return apiPost<unknown>('/cart/bulkRemove', { ids: ids.join(',') });
}

/** Mutation hook of removing lines: refreshes the cart and the header count. */
export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartLines, onSettled: () => refreshCart(queryClient) });
}
