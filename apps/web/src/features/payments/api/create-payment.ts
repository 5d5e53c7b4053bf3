import type { PayCreateInput, PaymentView } from '@sme/shared/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { ORDERS_QUERY_KEY } from '@/lib/orders/order-keys';
import { PAYMENT_SILENT_CODES } from './payment-codes';
import { PAYMENTS_QUERY_KEY } from './payment-keys';

/**
 * POST pay.create (JSON): starts a payment of an order or a membership purchase with the chosen method. Only what is
 * paid and the method are sent; the server takes the amount itself. Refusals: 1015 (not payable), 1007 (method off),
 * 1005 (provider down).
 */
export function createPayment(input: PayCreateInput): Promise<PaymentView> {
  const subject = input.purchaseId ? { purchaseId: input.purchaseId } : { orderId: input.orderId };
  return apiPostJson<PaymentView>('/pay/create', { ...subject, method: input.method }, { silentCodes: PAYMENT_SILENT_CODES });
}

/** Mutation hook of starting a payment: cash on delivery moves the order on, so orders and methods are re-read. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    },
  });
}
