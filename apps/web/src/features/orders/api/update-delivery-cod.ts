import type { OrderView } from '@sme/shared/schemas/orders';
import { apiPost } from '@/lib/api';
import { useOrderChange } from './use-order-change';

/**
 * POST order.updateDeliveryCod: an unpaid home delivery in Hong Kong becomes cash on delivery and goes to preparing
 * with no payment deadline; any other order answers 6400.
 */
export function updateDeliveryCod(id: string): Promise<OrderView> {
  return apiPost<OrderView>('/order/updateDeliveryCod', { id });
}

/** Mutation hook of switching to cash on delivery. */
export const useUpdateDeliveryCod = () => useOrderChange(updateDeliveryCod);
