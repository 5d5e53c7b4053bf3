import type { ConsoleCouponOfferView } from '@sme/shared/schemas/console-promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** POST console.couponOffer.withdraw (final; audited by the server). */
export function withdrawOffer(id: string): Promise<ConsoleCouponOfferView> {
  return apiPostJson<ConsoleCouponOfferView>('/console/couponOffer/withdraw', { id }, { omitMcId: true });
}

/** Mutation hook of withdrawOffer; every promotions answer is refreshed afterwards. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawOffer, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PROMOTIONS_KEY }) });
}
