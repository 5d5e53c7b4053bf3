import type { OrderView } from '@sme/shared/schemas/orders';
import { apiPost } from '@/lib/api';
import { useOrderChange } from './use-order-change';

/** POST order.cancel: an order awaiting payment is cancelled, its stock, promo use and coupons given back (else 6400). */
export function cancelOrder(id: string): Promise<OrderView> {
  return apiPost<OrderView>('/order/cancel', { id });
}

/** Mutation hook of cancelling an order. */
export const useCancelOrder = () => useOrderChange(cancelOrder);
