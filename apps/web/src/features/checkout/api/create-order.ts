import type { OrderCreateRequest, OrderView } from '@sme/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { refreshCart } from '@/lib/cart/refresh-cart';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';
import { CHECKOUT_SILENT_CODES } from './checkout-codes';

/**
 * POST order.create (JSON): places the order, reserving its stock. The same idempotency key again answers the same
 * order, so a double click or a retry never makes two. Refusals carry the blocking code (section 8).
 */
export function createOrder(input: OrderCreateRequest): Promise<OrderView> {
  return apiPostJson<OrderView>('/order/create', { ...input }, { silentCodes: CHECKOUT_SILENT_CODES });
}

/** Mutation hook of placing the order: the ordered lines leave the cart, and orders and coupons change. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Not awaited: the new order's page must not wait for these lists to reload.
    onSuccess: () => {
      void refreshCart(queryClient);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY });
    },
  });
}
