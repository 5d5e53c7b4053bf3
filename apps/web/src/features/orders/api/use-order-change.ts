import { Codes } from '@sme/shared/codes';
import type { OrderView } from '@sme/shared/schemas/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { COUPONS_QUERY_KEY } from '@/lib/promotions/coupon-keys';
import { feedback } from '@/lib/ui/feedback';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';

/** Refusals of an order change that get no toast from the client (spec section 8): the order's status forbids it (6400), or no such order (404). */
const SAID_HERE: number[] = [Codes.INVALID_ORDER_STATE.code, Codes.NOT_FOUND.code];

/**
 * Mutation hook shared by the member's order changes (cancel, confirm receipt, cash on delivery): says why a refusal
 * happened, then refreshes every order answer (lists, counts, details) and the coupons a cancelled order gave back.
 */
export function useOrderChange(change: (id: string) => Promise<OrderView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onError: (error) => {
      if (error instanceof ApiError && SAID_HERE.includes(error.code)) void feedback().message.error(error.message);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY })]),
  });
}
