import { Codes } from '@sme/shared/codes';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPost } from '@/lib/api';
import { refreshCart } from './refresh-cart';

/** What cart.add takes: the product, the chosen specification, quantity and price mode; `selected` for buy now. */
export interface AddToCartInput {
  productId: string;
  specification: string;
  quantity: number;
  priceMode: PriceMode;
  /** Buy now adds the line already selected for checkout. */
  selected?: boolean;
}

/** Codes the caller shows itself (next to the quantity), instead of the client's generic toast. */
export const ADD_TO_CART_SILENT_CODES = [Codes.INSUFFICIENT_STOCK.code];

/**
 * POST cart.add (login required); adding a product and specification already in the cart adds to its quantity.
 * cart.add leaves a new line unselected when the selection is full, so buy now then tries to select it; if the
 * selection is still full (4402) the member goes to the cart anyway, where the page explains the limit.
 */
export async function addToCart({ selected, ...input }: AddToCartInput): Promise<CartLineView> {
  const line = await apiPost<CartLineView>('/cart/add', { ...input }, { silentCodes: ADD_TO_CART_SILENT_CODES });
  if (selected && !line.selected) {
    try {
      await apiPost<unknown>('/cart/update', { id: line.id, selected: 'true' }, { silentCodes: [Codes.CART_SELECTION_LIMIT.code] });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === Codes.CART_SELECTION_LIMIT.code)) throw error;
    }
  }
  return line;
}

/** Mutation hook of cart.add (product detail and anywhere else a product is bought): refreshes the cart and its count. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSettled: () => refreshCart(queryClient) });
}
