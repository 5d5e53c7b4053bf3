import type { ConsoleCouponOfferView } from '@sme/shared/schemas/console-promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY, SHOWN_ON_FORM } from './promotion-keys';

/** POST console.couponOffer.create, or console.couponOffer.update when the body has an id. */
export function saveConsoleOffer(body: Record<string, unknown>): Promise<ConsoleCouponOfferView> {
  return apiPostJson<ConsoleCouponOfferView>(body.id ? '/console/couponOffer/update' : '/console/couponOffer/create', body, SHOWN_ON_FORM);
}

/** Mutation hook of saveConsoleOffer; every promotions answer is refreshed afterwards. */
export function useSaveConsoleOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsoleOffer, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PROMOTIONS_KEY }) });
}
