import { Codes } from '@sme/shared/codes';
import type { CartLineView } from '@sme/shared/schemas/cart';
import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { refreshCart } from './refresh-cart';

/** What cart.add takes: the product, the chosen specification, quantity and price mode. */
export interface AddToCartInput {
  productId: string;
  specification: string;
  quantity: number;
  priceMode: PriceMode;
}

/** Codes the caller shows itself (next to the quantity), instead of the client's generic toast. */
export const ADD_TO_CART_SILENT_CODES = [Codes.INSUFFICIENT_STOCK.code];

/** POST cart.add (login required); adding a product and specification already in the cart adds to its quantity. */
export function addToCart(input: AddToCartInput): Promise<CartLineView> {
  return apiPost<CartLineView>('/cart/add', { ...input }, { silentCodes: ADD_TO_CART_SILENT_CODES });
}

/** Mutation hook of cart.add (product detail and anywhere else a product is bought): refreshes the cart and its count. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSettled: () => refreshCart(queryClient) });
}
