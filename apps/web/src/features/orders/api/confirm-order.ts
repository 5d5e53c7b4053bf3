import type { OrderView } from '@sme/shared/schemas/orders';
import { apiPost } from '@/lib/api';
import { useOrderChange } from './use-order-change';

/** POST order.confirm: the member confirms receipt of an order awaiting receipt, which completes it (else 6400). */
export function confirmOrder(id: string): Promise<OrderView> {
  return apiPost<OrderView>('/order/confirm', { id });
}

/** Mutation hook of confirming receipt. */
export const useConfirmOrder = () => useOrderChange(confirmOrder);
