import { Codes } from '@sme/shared/codes';
import type { CartUpdateInput, CartView } from '@sme/shared/schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { refreshCart } from '@/lib/cart/refresh-cart';

/** The line shows "only N in stock" itself, so 6001 gets no generic toast. */
const SILENT = [Codes.INSUFFICIENT_STOCK.code];

/** POST cart.update: one line's quantity (never above stock: 6001) and/or selection; answers the whole cart. */
export function updateCartLine({ id, quantity, selected, priceMode }: CartUpdateInput): Promise<CartView> {
  return apiPost<CartView>(
    '/cart/update',
    {
      id,
      ...(quantity === undefined ? {} : { quantity }),
      ...(selected === undefined ? {} : { selected: String(selected) }),
      ...(priceMode ? { priceMode } : {}),
    },
    { silentCodes: SILENT },
  );
}

/** Mutation hook of cart.update: refreshes the cart and the header count whatever the outcome. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCartLine, onSettled: () => refreshCart(queryClient) });
}
